import type { Position } from '@rp/contract/entities';
import { clas } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** The category codes a direct-process requirement and its positions may take. */
export const requirementCategoryCodes = ['DIRECT', 'INDIRECT'] as const;

/** GET categories/ narrowed to DIRECT and INDIRECT. */
export function useRequirementCategories() {
  const query = useResourceOptions(resources.categories, { ordering: 'code' });
  const codes: readonly string[] = requirementCategoryCodes;
  return (query.data ?? []).filter((category) => codes.includes(category.code));
}

/** GET positions/ (every position the user sees, inactive too, for names of saved items). */
export function usePositions() {
  return usePositionsQuery().data ?? [];
}

/** The positions query itself (whether it has loaded: an empty pick list says why only then). */
export const usePositionsQuery = () => useResourceOptions(resources.positions, { ordering: 'name_es' });

/** GET catalogs/?clas_id=3&status=true: the active shift types (the shift select's own query). */
export const useActiveShiftTypes = () =>
  useResourceOptions(resources.catalogs, { clas_id: clas.shiftType, status: true, ordering: 'name' });

/** GET catalogs/?clas_id=3: shift types as id → label (inactive too, for saved items). */
export function useShiftNames() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.catalogs, { clas_id: clas.shiftType });
  return new Map(
    (query.data ?? []).map((item) => [
      item.id,
      localizedName({ es: item.name, en: item.name_en }, i18n.language),
    ]),
  );
}

/** A position's name in the UI language. */
export const positionName = (position: Pick<Position, 'name_es' | 'name_en'>, lang: string) =>
  localizedName({ es: position.name_es, en: position.name_en }, lang);
