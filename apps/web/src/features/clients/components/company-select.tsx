import { Select, type SelectProps } from '@mantine/core';
import { paths } from '@rp/contract';
import type { Company, CompanyAccess } from '@rp/contract/entities';
import { localizedName } from '@rp/contract/rules/names';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPickListHint } from '../../../components/form/empty-pick-list-hint';
import { useAuth } from '../../../lib/auth';
import { useCompanyAccess } from '../api/get-company-access';

type Named = Pick<Company, 'name_es' | 'name_en'>;

/** A company's name in the UI language (the Spanish name when there is no English one). */
export function companyName(company: Named | null | undefined, lang: string): string {
  if (!company) return '';
  return localizedName({ es: company.name_es, en: company.name_en }, lang);
}

/**
 * The companies the user may work with (companies/get_access/); the value is the company id. A user
 * with exactly one company finds it chosen (once, when the field starts empty; `preselectSingle`
 * false opts out), and a user with none is told why and whom to ask (docs/decisions.md, "A new
 * company ready on day one").
 */
export function CompanySelect(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
    value: number | null;
    onChange: (value: number | null, company: CompanyAccess | null) => void;
    preselectSingle?: boolean;
  },
) {
  const { value, onChange, preselectSingle = true, ...rest } = props;
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const companies = useCompanyAccess();
  const rows = companies.data ?? [];
  const only = rows.length === 1 ? rows[0] : undefined;
  const isPreselected = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list arrives
  useEffect(() => {
    if (isPreselected.current || !companies.isSuccess) return;
    isPreselected.current = true;
    if (preselectSingle && only && value === null && !rest.disabled) onChange(only.id, only);
  }, [companies.isSuccess]);
  const isEmpty = companies.isSuccess && rows.length === 0;
  const emptyHint = user?.is_superuser ? (
    <EmptyPickListHint
      message={t('common.pick_list.no_companies_registered')}
      page={paths['clients-companies']}
      linkLabel={t('common.pick_list.add_companies')}
    />
  ) : (
    <EmptyPickListHint
      message={t('common.pick_list.no_companies')}
      page={paths['settings-users']}
      linkLabel={t('common.pick_list.assign_companies')}
    />
  );
  return (
    <Select
      label={t('clients.company')}
      placeholder={t('clients.pick_company')}
      searchable
      clearable
      allowDeselect={false}
      nothingFoundMessage={t('common.table.empty')}
      {...rest}
      description={isEmpty ? emptyHint : rest.description}
      data={rows.map((row) => ({
        value: String(row.id),
        label: `${row.code} · ${companyName(row, i18n.language)}`,
      }))}
      disabled={rest.disabled || companies.isLoading}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next ? Number(next) : null;
        onChange(id, rows.find((row) => row.id === id) ?? null);
      }}
    />
  );
}
