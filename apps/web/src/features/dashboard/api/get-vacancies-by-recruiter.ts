import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.vacanciesByRecruiter;

/** get_vacancies_by_recruiter/: vacancies by status per recruiter and the average days to fill. */
export const vacanciesByRecruiterQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useVacanciesByRecruiter = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...vacanciesByRecruiterQuery(filters), enabled });
