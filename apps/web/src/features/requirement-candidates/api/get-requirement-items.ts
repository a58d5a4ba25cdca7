import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** GET requeriment-items/?requeriment=ID: the positions of one requirement. */
export function useRequirementItems(requirementId: number | null | undefined) {
  return useResourceOptions(
    resources['requeriment-items'],
    { requeriment: requirementId ?? undefined, ordering: 'id' },
    requirementId != null,
  );
}

/** GET positions/: position names by id in the UI language. */
export function usePositionNames() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.positions);
  return new Map(
    (query.data ?? []).map((row) => [
      row.id,
      localizedName({ es: row.name_es, en: row.name_en }, i18n.language),
    ]),
  );
}
