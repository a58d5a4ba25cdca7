import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

/** Read shape: an approver of a vacancy. The approval key is never returned. */
export const vacancyApprovalSchema = z.object({
  id: idSchema,
  vacancy: z.number(),
  full_name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  /** When the approver approved; NULL while pending. */
  approve_at: timestampSchema.nullable(),
  single_email: z.boolean(),
  sort_item: z.number().int(),
  /** *Added*: declined (the vacancy went back to New) with this comment. */
  declined_at: timestampSchema.nullable(),
  decline_comment: z.string().nullable(),
  /** *Added*: when a key was last mailed to this approver (null: never mailed), and the reminders since. */
  mailed_at: timestampSchema.nullable(),
  reminders: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Create input: only the fields a client may write. */
export const vacancyApprovalCreateSchema = z.object({
  vacancy: fkSchema,
  full_name: z.string().trim().min(1).max(150),
  email: z.email().max(254),
  title: z.string().trim().max(150).nullish(),
  single_email: z.boolean().optional(),
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyApprovalUpdateSchema = vacancyApprovalCreateSchema.partial();

export type VacancyApproval = z.infer<typeof vacancyApprovalSchema>;
export type VacancyApprovalCreate = z.infer<typeof vacancyApprovalCreateSchema>;
export type VacancyApprovalUpdate = z.infer<typeof vacancyApprovalUpdateSchema>;
