import type { RequirementFiltersResult } from '@rp/contract/entities';
import { FilterSelect, numberOptions, withChosen } from './filter-select';

type Place = 'year' | 'week' | 'company' | 'site';

/** A list's requirement year and week, company and site (null: any). */
export type PlaceFilterValues = Record<Place, number | null>;

/**
 * The year, week, company and site filters of the lists of requirements and of their assignments,
 * with the choices of `requeriments/get_filters/` (what the user's data hold): the sites are the
 * chosen company's, choosing another company clears the site, and a value the choices lack (a
 * board's link, a preset, before the data hold it) still shows. Each list gives its own words and
 * widths; the values change as a patch (the rest of the list's filters stay).
 */
export function PlaceFilters(props: {
  choices: Pick<RequirementFiltersResult, 'years' | 'weeks' | 'companies' | 'sites'> | undefined;
  value: PlaceFilterValues;
  onChange: (patch: Partial<PlaceFilterValues>) => void;
  labels: Record<Place, string>;
  widths: Record<Place, number>;
}) {
  const { choices, value, onChange, labels, widths } = props;
  const sites = (choices?.sites ?? []).filter(
    (site) => value.company === null || site.company === value.company,
  );
  return (
    <>
      <FilterSelect
        label={labels.year}
        w={widths.year}
        options={withChosen(numberOptions(choices?.years ?? []), value.year)}
        value={value.year}
        onChange={(year) => onChange({ year })}
      />
      <FilterSelect
        label={labels.week}
        w={widths.week}
        searchable
        options={withChosen(numberOptions(choices?.weeks ?? []), value.week)}
        value={value.week}
        onChange={(week) => onChange({ week })}
      />
      <FilterSelect
        label={labels.company}
        w={widths.company}
        searchable
        options={withChosen(
          (choices?.companies ?? []).map((row) => ({ value: row.id, label: row.name })),
          value.company,
        )}
        value={value.company}
        onChange={(company) => onChange({ company, site: null })}
      />
      <FilterSelect
        label={labels.site}
        w={widths.site}
        searchable
        options={sites.map((row) => ({ value: row.id, label: row.name }))}
        value={value.site}
        onChange={(site) => onChange({ site })}
      />
    </>
  );
}
