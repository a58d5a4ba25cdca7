import { Select } from '@mantine/core';
import { codeOrId, formatDate } from '@rp/contract';
import type { Requirement } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../components/form/search-select';
import { usePositionNames, useRequirementItems } from '../api/get-requirement-items';

/** Requirements that still take candidates. */
const openRequirements = {
  status__in: openRequirementStatuses,
  ordering: '-requeriment_date',
} as const;

/** Pick an open requirement (searched on the server), then one of its positions (items). */
export function ItemPicker(props: {
  requirementId: number | null;
  onRequirementChange: (id: number | null) => void;
  itemId: number | null;
  onItemChange: (id: number | null) => void;
  itemError?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const items = useRequirementItems(props.requirementId);
  const positions = usePositionNames();
  const labelOf = (row: Requirement) => {
    const company = localizedName({ es: row.company_name, en: row.company_name_en }, lang);
    return [codeOrId(row.code, row.id), company, row.site_name, formatDate(row.requeriment_date)]
      .filter(Boolean)
      .join(' · ');
  };
  const itemOptions = (items.data ?? []).map((item) => ({
    value: String(item.id),
    label: t('followup.assign.item_label', {
      position: positions.get(item.position) ?? `#${item.position}`,
      gender: t(`common.enums.gender.${item.gender}`),
      accepted: item.accepted,
      quantity: item.quantity,
    }),
    disabled: item.accepted >= item.quantity,
  }));

  return (
    <>
      <SearchSelect
        resource={resources.requeriments}
        params={openRequirements}
        label={t('followup.assign.requirement')}
        placeholder={t('followup.assign.requirement_placeholder')}
        withAsterisk
        labelOf={labelOf}
        value={props.requirementId}
        onChange={(id) => {
          if (id === props.requirementId) return;
          props.onRequirementChange(id);
          props.onItemChange(null);
        }}
      />
      <Select
        label={t('followup.assign.item')}
        withAsterisk
        disabled={props.requirementId == null || items.isLoading}
        data={itemOptions}
        value={props.itemId == null ? null : String(props.itemId)}
        onChange={(value) => props.onItemChange(value ? Number(value) : null)}
        error={props.itemError}
      />
    </>
  );
}
