import { parseTypedDate } from '@rp/contract';
import type { RequirementCandidate } from '@rp/contract/entities';
import { localizedName } from '@rp/contract/rules/names';
import { requestedRequirementStatuses } from '@rp/contract/rules/summary';

type Lang = 'es' | 'en';

export const companyLabel = (
  row: Pick<RequirementCandidate, 'company_name' | 'company_name_en'>,
  lang: Lang,
) => localizedName({ es: row.company_name, en: row.company_name_en }, lang);

export const positionLabel = (
  row: Pick<RequirementCandidate, 'position_name' | 'position_name_en'>,
  lang: Lang,
) => localizedName({ es: row.position_name, en: row.position_name_en }, lang) ?? '';

/** The list filters kept in the address (so the status boxes can link to a filtered list). */
export type FollowUpFilterValues = {
  year: number | null;
  week: number | null;
  company: number | null;
  site: number | null;
  interviewFrom: string | null;
  interviewTo: string | null;
  /** The requirement's date range (a board's month or period links with it). */
  dateFrom: string | null;
  dateTo: string | null;
  /**
   * Only assignments of requirements that are not cancelled (`canceled=exclude`): what a board's
   * positions figures count (docs/domain.md#fill-rate).
   */
  withoutCanceled: boolean;
};

export const noFollowUpFilters: FollowUpFilterValues = {
  year: null,
  week: null,
  company: null,
  site: null,
  interviewFrom: null,
  interviewTo: null,
  dateFrom: null,
  dateTo: null,
  withoutCanceled: false,
};

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

export function filtersFromSearch(search: URLSearchParams): FollowUpFilterValues {
  return {
    year: positiveInt(search.get('year')),
    week: positiveInt(search.get('week')),
    company: positiveInt(search.get('company')),
    site: positiveInt(search.get('site')),
    interviewFrom: parseTypedDate(search.get('interview_from') ?? ''),
    interviewTo: parseTypedDate(search.get('interview_to') ?? ''),
    dateFrom: parseTypedDate(search.get('date_from') ?? ''),
    dateTo: parseTypedDate(search.get('date_to') ?? ''),
    withoutCanceled: search.get('canceled') === 'exclude',
  };
}

export function filtersToSearch(values: FollowUpFilterValues): Record<string, string> {
  const entries: [string, string | number | null][] = [
    ['year', values.year],
    ['week', values.week],
    ['company', values.company],
    ['site', values.site],
    ['interview_from', values.interviewFrom],
    ['interview_to', values.interviewTo],
    ['date_from', values.dateFrom],
    ['date_to', values.dateTo],
    ['canceled', values.withoutCanceled ? 'exclude' : null],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)]),
  );
}

/** The filters the counts per status take (get_summary_status): year, week, company and site. */
export function summaryFilters(values: FollowUpFilterValues) {
  return {
    year: values.year ?? undefined,
    week: values.week ?? undefined,
    company: values.company ?? undefined,
    site: values.site ?? undefined,
  };
}

/** The query parameters of api/requeriment-candidates/ for these filters. */
export function filtersToParams(values: FollowUpFilterValues) {
  return {
    ...summaryFilters(values),
    interview_date__gte: values.interviewFrom ?? undefined,
    interview_date__lte: values.interviewTo ?? undefined,
    // YYYY-MM-DD text: compared as text, the whole day is included
    requeriment_date__gte: values.dateFrom ?? undefined,
    requeriment_date__lte: values.dateTo ?? undefined,
    // the same requirements the positions figures count (one definition in the contract)
    requeriment_status__in: values.withoutCanceled ? requestedRequirementStatuses.join(',') : undefined,
  };
}
