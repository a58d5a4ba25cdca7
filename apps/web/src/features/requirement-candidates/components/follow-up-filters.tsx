import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceFilters } from '../../../components/data-table/place-filters';
import { DateField } from '../../../components/form/date-field';
import { useRequirementFilterChoices } from '../../../lib/requirement-filter-choices';
import { useAddressFilters } from '../../../lib/use-address-filters';
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

/** Filter inputs fed by GET requeriments/get_filters/ (values present in the data the user sees). */
export function FollowUpFilterInputs(props: {
  value: FollowUpFilterValues;
  /** The filters that change (the rest stay as they are). */
  onChange: (patch: Partial<FollowUpFilterValues>) => void;
  withInterviewRange?: boolean;
}) {
  const { t } = useTranslation();
  const options = useRequirementFilterChoices();
  const { value, onChange } = props;
  const set = <K extends keyof FollowUpFilterValues>(key: K, next: FollowUpFilterValues[K]) =>
    onChange({ [key]: next });

  return (
    <>
      <PlaceFilters
        choices={options.data}
        value={value}
        onChange={onChange}
        labels={{
          year: t('followup.filters.year'),
          week: t('followup.filters.week'),
          company: t('followup.filters.company'),
          site: t('followup.filters.site'),
        }}
        widths={{ year: 100, week: 100, company: 200, site: 180 }}
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
