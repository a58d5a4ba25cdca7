import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** candidates/prefill_from_cv/ (multipart `file`, no account): what the CV says for the candidate fields. */
export const prefillFromCv = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(endpoints.candidates.prefillFromCv, { body });
};

export const usePrefillFromCv = () => useMutation({ mutationFn: prefillFromCv });
