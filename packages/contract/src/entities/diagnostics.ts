import { z } from 'zod';
import { timestampSchema } from './common';

/** The Testing page's server diagnostics (utils/diagnostics/, superusers only). */
export const diagnosticsSchema = z.object({
  version: z.string(),
  node: z.string(),
  database: z.object({
    kind: z.string(),
    migrations: z.object({
      count: z.number().int(),
      last_name: z.string().nullable(),
      last_at: timestampSchema.nullable(),
    }),
  }),
  storage: z.object({ kind: z.string(), files: z.number().int() }),
  /** Whether SMTP_URL is set (without it mail stays queued), and the outbox's queued and failed mail. */
  mail: z.object({ smtp: z.boolean(), queued: z.number().int(), failed: z.number().int() }),
  server_time: timestampSchema,
});

export type Diagnostics = z.infer<typeof diagnosticsSchema>;
