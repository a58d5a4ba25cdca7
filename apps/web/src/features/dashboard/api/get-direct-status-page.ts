import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.directStatusPage;

/** Rows of the direct board's weekly table a page holds. */
export const directStatusPageSize = 25;

/** get_direct_status_page/: one page (from 1) of the requirement candidates by status per ISO week, company and site. */
export const directStatusPageQuery = (filters: Partial<BoardFilters>, page: number) => {
  const input = { body: { ...dashboardBody(filters), page, page_size: directStatusPageSize } };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useDirectStatusPage = (filters: Partial<BoardFilters>, page: number, enabled = true) =>
  useQuery({ ...directStatusPageQuery(filters, page), enabled });
