import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { PublicVacancies } from '../../../features/public-vacancies/components/public-vacancies';
import { useRouteVacancyType } from './route-vacancy-type';

/**
 * /vacancies/{clients,shelter,shelter_indirect}/:id_key (public layout, no account): a company's
 * open vacancies of the route's type and the application form, reached by its custom url.
 */
export default function PublicVacanciesPage() {
  const { id_key } = useParams();
  const type = useRouteVacancyType();
  const notFound = <ErrorPage kind="not_found" />;
  if (!type) return notFound;
  return <PublicVacancies companyKey={id_key} type={type} notFound={notFound} />;
}
