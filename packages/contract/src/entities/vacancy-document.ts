import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

/** Read shape: a document attached to a vacancy, a requirement or a candidate. */
export const vacancyDocumentSchema = z.object({
  id: idSchema,
  vacancy: z.number().nullable(),
  requeriment: z.number().nullable(),
  candidate: z.number().nullable(),
  /** The candidate's full name (derived). */
  candidate_name: z.string().nullable(),
  /** The FileRecord id (download through `api/file-records/{id}/download/`). */
  document: z.number(),
  original_name: z.string().nullable(),
  extension: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const vacancyDocumentInput = z.object({
  vacancy: fkSchema.nullish(),
  requeriment: fkSchema.nullish(),
  candidate: fkSchema.nullish(),
  /** An uploaded FileRecord; the server copies its original name and extension. */
  document: fkSchema,
  notes: z.string().trim().max(5000).nullish(),
});

/** Create input: the file and what it is about (at least one of vacancy, requeriment, candidate). */
export const vacancyDocumentCreateSchema = vacancyDocumentInput.refine(
  (value) => value.vacancy != null || value.requeriment != null || value.candidate != null,
  { message: 'validation.document_target_required', path: ['vacancy'] },
);

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyDocumentUpdateSchema = vacancyDocumentInput.partial();

export type VacancyDocument = z.infer<typeof vacancyDocumentSchema>;
export type VacancyDocumentCreate = z.infer<typeof vacancyDocumentCreateSchema>;
export type VacancyDocumentUpdate = z.infer<typeof vacancyDocumentUpdateSchema>;
