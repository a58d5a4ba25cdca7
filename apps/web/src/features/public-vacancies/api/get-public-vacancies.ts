import { endpoints } from '@rp/contract/endpoints';
import type { VacancyType } from '@rp/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const publicList = endpoints.vacancies.publicList;

/** public_list/ {key, type}: the company's open vacancies of one type, catalog names in `lang`. */
export const publicVacanciesQuery = (input: { key: string; type: VacancyType; lang: string }) =>
  queryOptions({
    queryKey: [
      ...endpointKey(publicList, { body: { key: input.key, type: input.type } }),
      input.lang,
    ] as const,
    queryFn: () => callApi(publicList, { body: { key: input.key, type: input.type } }),
    retry: false,
  });

export const usePublicVacancies = (input: { key: string; type: VacancyType; lang: string }, enabled = true) =>
  useQuery({ ...publicVacanciesQuery(input), enabled });
