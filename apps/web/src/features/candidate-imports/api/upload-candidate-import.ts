import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST candidate-imports/upload/ (multipart `file`, an .xlsx or a CSV): the server reads and keeps
 * the rows and answers what the file holds — headers, the first rows, totals — and the column
 * mapping it proposes (remembered from a file with the same headers, else guessed from them).
 * A file it cannot read is a 400 on `file` with the reason.
 */
export const uploadCandidateImport = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(endpoints.candidateImports.upload, { body });
};

export const useUploadCandidateImport = () => useMutation({ mutationFn: uploadCandidateImport });
