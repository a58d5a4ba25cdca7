import { useCompanySites } from '../../../lib/company-sites';

/**
 * The active sites of the vacancy's company the user may work with (the same list the requirement
 * form offers): their names are the vacancy's "Planta" options.
 */
export function useCompanySiteNames(company: number | null) {
  const query = useCompanySites(company);
  const names = [...new Set((query.data ?? []).filter((site) => site.status).map((site) => site.name))];
  return { names, isSuccess: query.isSuccess };
}
