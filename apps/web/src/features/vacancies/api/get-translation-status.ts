import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const translationStatus = endpoints.utils.translationStatus;

/** utils/translation_status/: whether a translation service is configured (a server setting). */
export const translationStatusQuery = () =>
  queryOptions({
    queryKey: endpointKey(translationStatus),
    queryFn: () => callApi(translationStatus),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTranslationStatus = () => useQuery(translationStatusQuery());
