import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../api/get-roles';

/** Picks a role by name (and short code). */
export function RoleSelect(props: { value: number | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  return (
    <Select
      label={t('settings.routes_editor.role')}
      placeholder={t('settings.routes_editor.pick_role')}
      searchable
      allowDeselect={false}
      w={280}
      data={(roles.data ?? []).map((row) => ({ value: String(row.id), label: `${row.name} (${row.short})` }))}
      value={props.value === undefined ? null : String(props.value)}
      onChange={(value) => {
        if (value) props.onChange(value);
      }}
    />
  );
}
