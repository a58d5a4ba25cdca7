import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/**
 * POST vacancies/ (a new vacancy) or PUT vacancies/{id}/ (its fields while New; its team and
 * `review_resources` later); every vacancy query (lists, detail, counts, timeline) refreshes.
 */
export const useSaveVacancy = () => useSaveResource(resources.vacancies);
