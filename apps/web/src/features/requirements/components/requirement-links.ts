import { paths } from '@rp/contract';
import { noRequirementFilters, type RequirementListFilters } from '../api/get-requirements';

export const requirementHref = (id: number) =>
  paths['requeriments-direct-id_requirement'].href({ id_requirement: id });
export const requirementListHref = () => paths['requeriments-direct'].href();
export const requirementNewHref = (company?: number | null) =>
  paths['requeriments-direct-new-id_company'].href({ id_company: company ?? undefined });

/** A positive integer path parameter, or null. */
export function positiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2147483647 ? n : null;
}

/**
 * The filters preset by /requeriments/direct/details/:id_year?/:id_week_no?/:id_company? (the
 * requirements behind one weekly summary cell); invalid parameters are ignored.
 */
export function filtersFromParams(params: {
  id_year?: string;
  id_week_no?: string;
  id_company?: string;
}): RequirementListFilters {
  const year = positiveInt(params.id_year);
  const week = positiveInt(params.id_week_no);
  return {
    ...noRequirementFilters,
    year: year !== null && year >= 2000 && year <= 2100 ? year : null,
    week: week !== null && week <= 53 ? week : null,
    company: positiveInt(params.id_company),
  };
}
