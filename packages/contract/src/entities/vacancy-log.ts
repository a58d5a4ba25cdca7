import { z } from 'zod';
import { followUpStatuses, medicalStatuses, requirementStatuses, vacancyStatuses } from '../enums';
import { idSchema, timestampSchema } from './common';

/** A name kept in both languages at the time of the event (a position's name_es / name_en). */
const bilingualName = z.object({ es: z.string(), en: z.string() });

/** The person and the position an assignment event is about, as they were named then. */
const assignmentSubject = { candidate: z.string(), position: bilingualName };

/**
 * What a timeline entry records, as data (docs/decisions.md#direct-process-issue-6): the web and the server
 * render it in the reader's language with the formats of docs/domain.md#formats-and-constants.
 */
export const logEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('requeriment_status'),
    from: z.enum(requirementStatuses),
    to: z.enum(requirementStatuses),
  }),
  z.object({ kind: z.literal('items'), total: z.number().int() }),
  z.object({
    kind: z.literal('assigned'),
    ...assignmentSubject,
    date: z.string().nullable(),
    time: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('follow_up'),
    ...assignmentSubject,
    from: z.enum(followUpStatuses),
    to: z.enum(followUpStatuses),
  }),
  z.object({
    kind: z.literal('medical'),
    ...assignmentSubject,
    status: z.enum(medicalStatuses).nullable(),
  }),
  z.object({ kind: z.literal('removed'), ...assignmentSubject }),
  /** A vacancy candidate's working stage moved (VacancyCandidateStatus names, English keys). */
  z.object({
    kind: z.literal('candidate_stage'),
    ...assignmentSubject,
    from: z.string().nullable(),
    to: z.string(),
  }),
  /** A vacancy saved for the first time. */
  z.object({ kind: z.literal('vacancy_created'), code: z.string() }),
  /** A vacancy's business status moved (New → Pending …), with the reason of a cancel or a decline. */
  z.object({
    kind: z.literal('vacancy_status'),
    from: z.enum(vacancyStatuses),
    to: z.enum(vacancyStatuses),
    comment: z.string().nullable(),
  }),
  /** A vacancy's working stage moved (VacancyStatus names, English keys translated on screen). */
  z.object({ kind: z.literal('vacancy_stage'), from: z.string().nullable(), to: z.string() }),
  /** Something an approver did or was sent: sent for approval, approved, declined, notified, reminded. */
  z.object({
    kind: z.literal('approval'),
    action: z.enum(['sent', 'approved', 'declined', 'notified', 'reminded']),
    approver: z.string().nullable(),
    count: z.number().int().nullable(),
    comment: z.string().nullable(),
  }),
]);

export type LogEvent = z.infer<typeof logEventSchema>;

/** Read shape (read-only resource): a timeline entry of a vacancy or a requirement. */
export const vacancyLogSchema = z.object({
  id: idSchema,
  vacancy: z.number().nullable(),
  requeriment: z.number().nullable(),
  /** The stage or status reached, or the event's name (Assigned, Removed, Medical, Edited). */
  status: z.string().nullable(),
  /** The entry as a sentence in the acting user's language (entries before events were stored have only this). */
  comment: z.string().nullable(),
  /** The entry as data, rendered in the reader's language; null on entries written before it existed. */
  event: logEventSchema.nullable(),
  user: z.number().nullable(),
  /** The author's display name (derived). */
  user_name: z.string().nullable(),
  /** Whole days spent in the previous stage (of the requirement, or of the candidate for follow-up moves). */
  days: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export type VacancyLog = z.infer<typeof vacancyLogSchema>;
