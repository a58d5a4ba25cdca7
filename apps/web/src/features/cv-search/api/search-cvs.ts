import { endpoints } from '@rp/contract/endpoints';
import type { CvSearchQuery } from '@rp/contract/entities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const cvSearch = endpoints.candidates.cvSearch;

/**
 * GET candidates/cv_search/?q&page&page_size&category__in&is_black_list (docs/decisions.md "CV
 * search"): the candidates whose CVs or documents say `q`, best match first, each with where it
 * matched. The page shown stays while the next one loads.
 */
export const searchCvsQuery = (query: CvSearchQuery) =>
  queryOptions({
    queryKey: endpointKey(cvSearch, { query }),
    queryFn: () => callApi(cvSearch, { query }),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked without a word to look for (`q` is required). */
export const useSearchCvs = (query: CvSearchQuery) =>
  useQuery({ ...searchCvsQuery(query), enabled: query.q.trim() !== '' });
