import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { idParam } from '../../../components/feedback/record-state';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { VacancyDetail } from '../../../features/vacancies/components/vacancy-detail';
import { useRouteVacancyType } from './route-vacancy-type';

/** /requeriments/{type}/:id_vacancy: the vacancy with its tabs. */
export default function VacancyDetailPage() {
  const { id_vacancy } = useParams();
  const type = useRouteVacancyType();
  if (!type) return <ErrorPage kind="not_found" />;
  return (
    <VacancyDetail
      id={idParam(id_vacancy)}
      type={type}
      companyField={(field) => <CompanySelect {...field} />}
    />
  );
}
