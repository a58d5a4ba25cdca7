import { endpoints } from '@rp/contract/endpoints';
import type { Catalog } from '@rp/contract/entities';
import { clas } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { localizedName, userDisplayName } from '@rp/contract/rules/names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { endpointKey, useResourceOptions } from '../../../lib/resource-hooks';

/** The category codes a vacancy may take (docs/domain.md#vacancy-status-and-stage). */
export const vacancyCategoryCodes = ['ADMINISTRATIVE', 'MANAGERIAL', 'INDIRECT'] as const;

/** GET categories/ narrowed to the administrative process's categories. */
export function useVacancyCategories() {
  const query = useResourceOptions(resources.categories, { ordering: 'code' });
  const codes: readonly string[] = vacancyCategoryCodes;
  return (query.data ?? []).filter((category) => codes.includes(category.code));
}

/** Every category (names of saved vacancies). */
export const useCategories = () => useResourceOptions(resources.categories, { ordering: 'code' }).data ?? [];

/** A catalog item in the UI language. */
export const catalogName = (item: Pick<Catalog, 'name' | 'name_en'>, lang: string) =>
  localizedName({ es: item.name, en: item.name_en }, lang);

type CatalogGroup = 'vacancyReasons' | 'scholarLevel' | 'salaryType' | 'englishLevels' | 'shiftType';

/** GET catalogs/?clas_id=N: one classification's items (inactive too, for saved vacancies). */
export function useCatalog(group: CatalogGroup) {
  return useResourceOptions(resources.catalogs, { clas_id: clas[group], ordering: 'id' });
}

/** Catalog items as select options in the UI language: active ones, plus `keep` (a saved value). */
export function useCatalogOptions(group: CatalogGroup, keep: number | null) {
  const { i18n } = useTranslation();
  const query = useCatalog(group);
  return {
    isLoading: query.isLoading,
    data: (query.data ?? [])
      .filter((item) => item.status || item.id === keep)
      .map((item) => ({ value: String(item.id), label: catalogName(item, i18n.language) })),
  };
}

/** GET departments/ (inactive too, for saved vacancies). */
export const useDepartments = () => useResourceOptions(resources.departments, { ordering: 'name_es' });

/** A department's name in the UI language. */
export const departmentName = (row: { name_es: string; name_en: string | null }, lang: string) =>
  localizedName({ es: row.name_es, en: row.name_en }, lang);

const lists = endpoints.users.lists;

/** GET users/lists/: recruiters, HR managers and program managers for the team's selects. */
export const userListsQuery = () =>
  queryOptions({
    queryKey: endpointKey(lists),
    queryFn: () => callApi(lists),
    staleTime: 5 * 60_000,
  });

export const useUserLists = () => useQuery(userListsQuery());

/** Every user of the lists by id (names of a saved team). */
export function useUserNames() {
  const data = useUserLists().data;
  const names = new Map<number, string>();
  for (const group of [data?.recruiters, data?.hr_managers, data?.program_managers, data?.medical])
    for (const user of group ?? []) names.set(user.id, userDisplayName(user));
  return names;
}

/** GET companies/ (the caller's scope): company names by id, in the UI language. */
export function useCompanyNames() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.companies, { ordering: 'name_es' });
  return new Map(
    (query.data ?? []).map((row) => [
      row.id,
      localizedName({ es: row.name_es, en: row.name_en }, i18n.language),
    ]),
  );
}

/** GET vacancy-status/: the working stages (English names, translated on screen) by id. */
export function useStageNames() {
  const query = useResourceOptions(resources['vacancy-status'], { ordering: 'id' });
  return new Map((query.data ?? []).map((row) => [row.id, row.name]));
}
