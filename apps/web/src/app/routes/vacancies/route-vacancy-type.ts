import { isOneOf, type VacancyType, vacancyTypes } from '@rp/contract/enums';
import { useRouteTitle } from '../../../components/layout/use-route-title';

/**
 * The vacancy type of the page's route (`/new_vacancies/shelter`, `/requeriments/clients/:id_vacancy`
 * …): the second segment of its path; null on a route without one.
 */
export function useRouteVacancyType(): VacancyType | null {
  const { route } = useRouteTitle();
  const segment = route?.path.split('/')[2];
  return isOneOf(vacancyTypes, segment) ? segment : null;
}
