import { ErrorPage } from '../../../components/feedback/error-page';
import { useRouteTitle } from '../../../components/layout/use-route-title';
import { VacancyList } from '../../../features/vacancies/components/vacancy-list';
import { useRouteVacancyType } from './route-vacancy-type';

/** /requeriments/{clients|shelter|shelter_indirect}: the vacancies of the route's type. */
export default function VacancyListPage() {
  const { title } = useRouteTitle();
  const type = useRouteVacancyType();
  if (!type) return <ErrorPage kind="not_found" />;
  return <VacancyList key={type} type={type} title={title} />;
}
