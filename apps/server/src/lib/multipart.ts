import type { FastifyRequest } from 'fastify';
import { ApiError, FieldErrors } from './errors';

/**
 * Reads a multipart body with `read`; what breaks while reading it — no boundary, a truncated or
 * malformed body, too many parts — is the client's input: 400 on the file field, never a 500
 * (docs/domain.md#api-conventions). A file over the limit keeps its own message.
 */
export async function readMultipartBody<T>(
  read: () => Promise<T>,
  maxBytes: number,
  field = 'file',
): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof FieldErrors || err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw FieldErrors.one(field, 'errors.file_too_large', { mb: maxBytes / 1048576 });
    }
    throw FieldErrors.one(field, 'errors.multipart_invalid');
  }
}

/**
 * Reads a multipart body: text fields and one file (any order), the file buffered up to the limit.
 * `ownLimit`: `maxBytes` replaces the app's UPLOAD_MAX_MB for this call (the candidate import's 50 MB).
 */
export async function readMultipart(
  req: FastifyRequest,
  maxBytes: number,
  fileFields: string[],
  ownLimit = false,
) {
  if (!req.isMultipart()) throw FieldErrors.one('file', 'errors.file_required');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  await readMultipartBody(async () => {
    for await (const part of req.parts(ownLimit ? { limits: { fileSize: maxBytes } } : undefined)) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  }, maxBytes);
  if (!file || file.buffer.length === 0) throw FieldErrors.one('file', 'errors.file_required');
  return { fields, file };
}
