import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const companyByKey = endpoints.clients.companyByKey;

/** get_company_by_key/ {key}: what anyone may see of a company (no account: the key is its custom url). */
export const companyByKeyQuery = (key: string, lang: string) =>
  queryOptions({
    queryKey: [...endpointKey(companyByKey, { body: { key } }), lang] as const,
    queryFn: () => callApi(companyByKey, { body: { key } }),
    retry: false,
  });

export const useCompanyByKey = (key: string, lang: string, enabled = true) =>
  useQuery({ ...companyByKeyQuery(key, lang), enabled });
