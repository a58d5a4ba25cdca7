import { Checkbox, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useFollowUpFilters as useFilterValues } from '../api/get-follow-up-filters';
import {
  type FollowUpFilterValues,
  filtersFromSearch,
  filtersToSearch,
  noFollowUpFilters,
} from './follow-up-format';

const followUpCodec = {
  parse: filtersFromSearch,
  serialize: filtersToSearch,
  empty: () => noFollowUpFilters,
};

/** The list filters, kept in the address (year, week, company, site, interview and requirement date ranges). */
export const useFollowUpFilterState = () => useAddressFilters(followUpCodec);

const numberOptions = (values: number[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));
const toNumber = (value: string | null) => (value ? Number(value) : null);

/** Filter inputs fed by GET requeriments/get_filters/ (values present in the data the user sees). */
export function FollowUpFilterInputs(props: {
  value: FollowUpFilterValues;
  /** The filters that change (the rest stay as they are). */
  onChange: (patch: Partial<FollowUpFilterValues>) => void;
  withInterviewRange?: boolean;
}) {
  const { t } = useTranslation();
  const options = useFilterValues();
  const { value, onChange } = props;
  const set = <K extends keyof FollowUpFilterValues>(key: K, next: FollowUpFilterValues[K]) =>
    onChange({ [key]: next });
  const sites = (options.data?.sites ?? []).filter(
    (site) => value.company == null || site.company === value.company,
  );

  return (
    <>
      <Select
        aria-label={t('followup.filters.year')}
        placeholder={t('followup.filters.year')}
        w={100}
        clearable
        data={numberOptions(options.data?.years ?? [])}
        value={value.year == null ? null : String(value.year)}
        onChange={(next) => set('year', toNumber(next))}
      />
      <Select
        aria-label={t('followup.filters.week')}
        placeholder={t('followup.filters.week')}
        w={100}
        clearable
        searchable
        data={numberOptions(options.data?.weeks ?? [])}
        value={value.week == null ? null : String(value.week)}
        onChange={(next) => set('week', toNumber(next))}
      />
      <Select
        aria-label={t('followup.filters.company')}
        placeholder={t('followup.filters.company')}
        w={200}
        clearable
        searchable
        data={(options.data?.companies ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
        value={value.company == null ? null : String(value.company)}
        onChange={(next) => onChange({ company: toNumber(next), site: null })}
      />
      <Select
        aria-label={t('followup.filters.site')}
        placeholder={t('followup.filters.site')}
        w={180}
        clearable
        searchable
        data={sites.map((row) => ({ value: String(row.id), label: row.name }))}
        value={value.site == null ? null : String(value.site)}
        onChange={(next) => set('site', toNumber(next))}
      />
      {props.withInterviewRange !== false && (
        <>
          <DateField
            aria-label={t('followup.filters.interview_from')}
            placeholder={t('followup.filters.interview_from')}
            w={160}
            value={value.interviewFrom}
            onChange={(next) => set('interviewFrom', next ?? null)}
          />
          <DateField
            aria-label={t('followup.filters.interview_to')}
            placeholder={t('followup.filters.interview_to')}
            w={160}
            minDate={value.interviewFrom ?? undefined}
            value={value.interviewTo}
            onChange={(next) => set('interviewTo', next ?? null)}
          />
        </>
      )}
      <DateField
        aria-label={t('followup.filters.date_from')}
        placeholder={t('followup.filters.date_from')}
        w={180}
        value={value.dateFrom}
        onChange={(next) => set('dateFrom', next ?? null)}
      />
      <DateField
        aria-label={t('followup.filters.date_to')}
        placeholder={t('followup.filters.date_to')}
        w={180}
        minDate={value.dateFrom ?? undefined}
        value={value.dateTo}
        onChange={(next) => set('dateTo', next ?? null)}
      />
      {/* shown once set (a board's positions figure links with it), so the list says what it counts */}
      {value.withoutCanceled && (
        <Checkbox
          label={t('followup.filters.without_canceled')}
          checked
          onChange={(event) => set('withoutCanceled', event.currentTarget.checked)}
        />
      )}
    </>
  );
}
