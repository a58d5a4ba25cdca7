import { z } from 'zod';
import { candidateSchema } from './candidate';
import { queryInt } from './common';

/** Most characters of a CV search (words, quoted phrases, `word*` prefixes). */
export const cvSearchMaxLength = 200;

/**
 * GET candidates/cv_search/ (docs/decisions.md "CV search"): candidates whose CVs or documents hold
 * every word of `q` (accents and case aside, Spanish stemming: `soldadores` finds `soldador`), a
 * "quoted phrase" as written, `word*` any word that starts so. The candidate list's own filters
 * narrow it (category, blacklist).
 */
export const cvSearchQuery = z.object({
  q: z.string().trim().min(1).max(cvSearchMaxLength),
  page: queryInt(z.number().int().min(1).max(10_000)).optional(),
  page_size: queryInt(z.number().int().min(1).max(100)).optional(),
  /** Category ids, comma-separated (as the candidate list sends them). */
  category__in: z
    .string()
    .max(200)
    .regex(/^\d+(,\d+)*$/)
    .optional(),
  is_black_list: z.enum(['true', 'false']).optional(),
});
export type CvSearchQuery = z.output<typeof cvSearchQuery>;

/** A piece of a snippet: text as the file has it, `match` where the search's words are. */
export const cvSnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });

/** Where a candidate's best match is: the file, its page (1 for the first) and a short snippet. */
export const cvMatchSchema = z.object({
  file: z.number().int(),
  file_name: z.string(),
  page: z.number().int(),
  /** The file's pages with text. */
  pages: z.number().int(),
  snippet: z.array(cvSnippetPartSchema),
  /** Larger is a better match (PostgreSQL's cover density rank); for ordering only. */
  rank: z.number(),
});

export const cvSearchRowSchema = candidateSchema.extend({ cv_match: cvMatchSchema });

export type CvSnippetPart = z.infer<typeof cvSnippetPartSchema>;
export type CvMatch = z.infer<typeof cvMatchSchema>;
export type CvSearchRow = z.infer<typeof cvSearchRowSchema>;
