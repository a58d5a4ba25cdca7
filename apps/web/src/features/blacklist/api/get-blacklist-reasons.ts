import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** GET catalogs/?clas_id=5: blacklist reasons (inactive ones too, for old entries), as id → label. */
export function useBlacklistReasons() {
  const { i18n } = useTranslation();
  const query = useResourceOptions(resources.catalogs, { clas_id: 5 });
  return new Map(
    (query.data ?? []).map((item) => [
      item.id,
      localizedName({ es: item.name, en: item.name_en }, i18n.language),
    ]),
  );
}
