import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { localizedName, userDisplayName } from '@rp/contract/rules/names';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { endpointKey, useResourceOptions } from '../../../lib/resource-hooks';

export type Option = { value: string; label: string };

/** GET companies/: the companies of the caller's scope, named in the UI language (the company filter). */
export function useCompanyOptions(): Option[] {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.companies, { ordering: 'name_es' });
  return (query.data ?? []).map((row) => ({
    value: String(row.id),
    label: localizedName({ es: row.name_es, en: row.name_en }, i18n.language),
  }));
}

/** GET sites/?company: the sites of the chosen company (the direct board's site filter). */
export function useSiteOptions(company: number | null): Option[] {
  const query = useResourceOptions(
    resources.sites,
    { company: company ?? undefined, ordering: 'name' },
    company !== null,
  );
  return company === null
    ? []
    : (query.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}

const lists = endpoints.users.lists;

/** GET users/lists/: the recruiters (the admin board's recruiter filter). */
export function useRecruiterOptions(enabled = true): Option[] {
  const query = useQuery({
    queryKey: endpointKey(lists),
    queryFn: () => callApi(lists),
    staleTime: 5 * 60_000,
    enabled,
  });
  return (query.data?.recruiters ?? []).map((user) => ({
    value: String(user.id),
    label: userDisplayName(user),
  }));
}
