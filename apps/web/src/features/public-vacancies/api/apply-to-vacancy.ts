import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The text fields of an application as the form holds them (strings; empty ones are left out). */
export type ApplicationInput = { fields: Record<string, string>; file: File };

/** vacancies/apply/ (multipart): the application's text fields and the CV in `file`; answers {detail} (202). */
export const applyToVacancy = ({ fields, file }: ApplicationInput) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim() !== '') body.append(name, value.trim());
  }
  body.append('file', file, file.name);
  return callApi(endpoints.vacancies.apply, { body });
};

export const useApplyToVacancy = () => useMutation({ mutationFn: applyToVacancy });
