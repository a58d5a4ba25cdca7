import { resourceAccess } from '../access';
import { defineEndpoint, fileResponse } from '../endpoint';
import {
  fileDownloadQuery,
  fileLinkSchema,
  fileRecordSchema,
  fileRecordUploadFieldsSchema,
} from '../entities/index';

const files = resourceAccess['file-records'];

/** Custom actions of the files area (docs/domain.md#api-conventions). */
export const fileEndpoints = {
  /** Stores one file (multipart field `file`) with its text fields; answers its record (201). */
  upload: defineEndpoint({
    method: 'POST',
    path: 'file-records/',
    multipart: true,
    body: fileRecordUploadFieldsSchema,
    response: fileRecordSchema,
    status: 201,
    access: files.write,
    tag: 'file-records',
  }),
  /**
   * The file's bytes: signed in (files in the caller's scope only) or, with `sig`, through a
   * short-lived signed link (no sign-in; for <img> and the PDF viewer). The handler checks which.
   */
  download: defineEndpoint({
    method: 'GET',
    path: 'file-records/:id/download/',
    query: fileDownloadQuery,
    response: fileResponse,
    access: 'public',
    tag: 'file-records',
  }),
  /** *added*: a signed download link of a file in the caller's scope, valid SIGNED_URL_TTL seconds. */
  link: defineEndpoint({
    method: 'GET',
    path: 'file-records/:id/link/',
    response: fileLinkSchema,
    access: files.read,
    tag: 'file-records',
  }),
};
