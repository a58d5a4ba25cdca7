import { resources } from '@rp/contract/resources';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceMultiSelect } from '../../../components/form/resource-select';
import { useResourceOptions } from '../../../lib/resource-hooks';

export type AccessValues = { roles: number[]; permissions: number[]; companies: number[]; sites: number[] };
type AccessField = keyof AccessValues;

/**
 * Roles, permissions, companies and sites of a user. Sites are limited to the chosen companies
 * (`company__in`); a site whose company is removed is dropped from the selection.
 */
export function AccessFields(props: {
  values: AccessValues;
  errors: Record<string, ReactNode>;
  onChange: (field: AccessField, value: number[]) => void;
}) {
  const { t } = useTranslation();
  const { values, errors, onChange } = props;
  const siteParams = { company__in: values.companies, ordering: 'name' } as const;
  const hasCompanies = values.companies.length > 0;
  const siteOptions = useResourceOptions(resources.sites, siteParams, hasCompanies);

  useEffect(() => {
    if (!hasCompanies || !siteOptions.data) return;
    const allowed = new Set(siteOptions.data.map((site) => site.id));
    const kept = values.sites.filter((id) => allowed.has(id));
    if (kept.length !== values.sites.length) onChange('sites', kept);
  }, [hasCompanies, siteOptions.data, values.sites, onChange]);

  return (
    <>
      <ResourceMultiSelect
        resource={resources.roles}
        params={{ ordering: 'name' }}
        label={t('settings.users.roles')}
        value={values.roles}
        error={errors.roles}
        onChange={(next) => onChange('roles', next)}
      />
      <ResourceMultiSelect
        resource={resources.permissions}
        params={{ ordering: 'name' }}
        label={t('settings.users.permissions')}
        value={values.permissions}
        error={errors.permissions}
        onChange={(next) => onChange('permissions', next)}
      />
      <ResourceMultiSelect
        resource={resources.companies}
        params={{ ordering: 'name_es' }}
        label={t('settings.users.companies')}
        value={values.companies}
        error={errors.companies}
        onChange={(next) => {
          onChange('companies', next);
          if (next.length === 0) onChange('sites', []);
        }}
      />
      <ResourceMultiSelect
        resource={resources.sites}
        params={siteParams}
        label={t('settings.users.sites')}
        description={t('settings.users.sites_hint')}
        disabled={!hasCompanies}
        value={values.sites}
        error={errors.sites}
        onChange={(next) => onChange('sites', next)}
      />
    </>
  );
}
