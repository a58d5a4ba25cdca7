import { Select, type SelectProps } from '@mantine/core';
import type { Company, CompanyAccess } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useCompanyAccess } from '../api/get-company-access';

type Named = Pick<Company, 'name_es' | 'name_en'>;

/** A company's name in the UI language (the Spanish name when there is no English one). */
export function companyName(company: Named | null | undefined, lang: string): string {
  if (!company) return '';
  return (lang === 'en' && company.name_en) || company.name_es;
}

/** The companies the user may work with (companies/get_access/); the value is the company id. */
export function CompanySelect(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
    value: number | null;
    onChange: (value: number | null, company: CompanyAccess | null) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  const { t, i18n } = useTranslation();
  const companies = useCompanyAccess();
  const rows = companies.data ?? [];
  return (
    <Select
      label={t('clients.company')}
      placeholder={t('clients.pick_company')}
      searchable
      clearable
      nothingFoundMessage={t('common.table.empty')}
      {...rest}
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
