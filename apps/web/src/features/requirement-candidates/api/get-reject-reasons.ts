import { clas } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** GET catalogs/?clas_id=6 (inactive ones too, for old rows), as id → label in the UI language. */
export function useRejectReasons() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.catalogs, { clas_id: clas.rejectReasons });
  return new Map(
    (query.data ?? []).map((item) => [
      item.id,
      localizedName({ es: item.name, en: item.name_en }, i18n.language),
    ]),
  );
}
