import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

/** Read shape: a comment on a vacancy, a requirement or a candidate. */
export const vacancyCommentSchema = z.object({
  id: idSchema,
  vacancy: z.number().nullable(),
  requeriment: z.number().nullable(),
  candidate: z.number().nullable(),
  /** The candidate's full name (derived). */
  candidate_name: z.string().nullable(),
  comment: z.string(),
  user: z.number().nullable(),
  /** The author's display name (derived). */
  user_name: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const vacancyCommentInput = z.object({
  vacancy: fkSchema.nullish(),
  requeriment: fkSchema.nullish(),
  candidate: fkSchema.nullish(),
  comment: z.string().trim().min(1).max(5000),
});

/** Create input: the comment and what it is about (at least one of vacancy, requeriment, candidate). */
export const vacancyCommentCreateSchema = vacancyCommentInput.refine(
  (value) => value.vacancy != null || value.requeriment != null || value.candidate != null,
  { message: 'validation.comment_target_required', path: ['vacancy'] },
);

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyCommentUpdateSchema = vacancyCommentInput.partial();

export type VacancyComment = z.infer<typeof vacancyCommentSchema>;
export type VacancyCommentCreate = z.infer<typeof vacancyCommentCreateSchema>;
export type VacancyCommentUpdate = z.infer<typeof vacancyCommentUpdateSchema>;
