import { Group, Select } from '@mantine/core';
import { yearChoices } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { useRequirementFilterChoices } from '../../../lib/requirement-filter-choices';
import type { SummaryFilters } from '../api/get-weekly-summary';

const weeks = Array.from({ length: 53 }, (_, i) => String(i + 1));
const toNumber = (value: string | null) => (value ? Number(value) : undefined);

/** Year (next year and the four before), optional week, company and site (values from get_filters/). */
export function SummaryFilterBar(props: {
  value: SummaryFilters;
  onChange: (value: SummaryFilters) => void;
}) {
  const { t } = useTranslation();
  const options = useRequirementFilterChoices();
  const { value, onChange } = props;
  const companies = (options.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const sites = (options.data?.sites ?? [])
    .filter((s) => value.company === undefined || s.company === value.company)
    .map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label={t('summary.filters.year')}
        w={110}
        allowDeselect={false}
        data={yearChoices().map(String)}
        value={String(value.year)}
        onChange={(year) => onChange({ ...value, year: Number(year) })}
      />
      <Select
        label={t('summary.filters.week')}
        placeholder={t('summary.filters.all_weeks')}
        w={190}
        clearable
        searchable
        data={weeks}
        value={value.week === undefined ? null : String(value.week)}
        onChange={(week) => onChange({ ...value, week: toNumber(week) })}
      />
      <Select
        label={t('summary.filters.company')}
        placeholder={t('summary.filters.all_companies')}
        w={240}
        clearable
        searchable
        data={companies}
        value={value.company === undefined ? null : String(value.company)}
        onChange={(company) => onChange({ ...value, company: toNumber(company), site: undefined })}
      />
      <Select
        label={t('summary.filters.site')}
        placeholder={t('summary.filters.all_sites')}
        w={220}
        clearable
        searchable
        data={sites}
        value={value.site === undefined ? null : String(value.site)}
        onChange={(site) => onChange({ ...value, site: toNumber(site) })}
      />
    </Group>
  );
}
