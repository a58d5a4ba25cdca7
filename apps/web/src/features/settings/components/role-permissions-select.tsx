import { MultiSelect } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/**
 * The permissions a role grants, stored on the role as short codes (docs/domain.md#data-scope: permissions are
 * matched by short code, like roles). A code without a row stays selected so it is not lost.
 */
export function RolePermissionsSelect(props: {
  value: string[];
  error?: ReactNode;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const options = useResourceOptions(resources.permissions, { ordering: 'name' });
  const known = (options.data ?? []).map((p) => ({ value: p.short, label: `${p.name} (${p.short})` }));
  const missing = props.value
    .filter((short) => !known.some((option) => option.value === short))
    .map((short) => ({ value: short, label: short }));
  return (
    <MultiSelect
      label={t('settings.roles.permissions')}
      description={t('settings.roles.permissions_hint')}
      searchable
      clearable
      data={[...known, ...missing]}
      disabled={options.isLoading}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
    />
  );
}
