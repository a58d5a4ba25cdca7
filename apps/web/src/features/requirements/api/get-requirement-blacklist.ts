import { clas } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys, useResourceOptions } from '../../../lib/resource-hooks';

/** GET requeriment-candidates/?requeriment_id=ID (unpaged): the requirement's assignments. */
export function useRequirementAssignments(requeriment: number) {
  return useResourceOptions(resources['requeriment-candidates'], {
    requeriment_id: requeriment,
    ordering: 'candidate_name',
  });
}

/** GET black-list/?candidate__in=…: every blacklist entry of those candidates, newest first. */
export function useCandidatesBlacklist(candidates: readonly number[]) {
  const unique = [...new Set(candidates)].sort((a, b) => a - b);
  return useQuery({
    queryKey: resourceKeys.options(resources['black-list'], { candidate__in: unique }),
    queryFn: () =>
      resourceApi.listAll(resources['black-list'], {
        candidate__in: unique.join(','),
        ordering: '-created_at',
      }),
    enabled: unique.length > 0,
  });
}

/** GET catalogs/?clas_id=5: blacklist reasons as id → label. */
export function useBlacklistReasonNames() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.catalogs, { clas_id: clas.blackListReasons });
  return new Map(
    (query.data ?? []).map((item) => [
      item.id,
      localizedName({ es: item.name, en: item.name_en }, i18n.language),
    ]),
  );
}
