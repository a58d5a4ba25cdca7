import { useParams } from 'react-router';
import { idParam } from '../../../components/feedback/record-state';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { VacancyDetail } from '../../../features/vacancies/components/vacancy-detail';
import { NotFoundPage } from '../errors/not-found-page';
import { useRouteVacancyType } from './route-vacancy-type';

/** /requeriments/{type}/:id_vacancy: the vacancy with its tabs. */
export default function VacancyDetailPage() {
  const { id_vacancy } = useParams();
  const type = useRouteVacancyType();
  if (!type) return <NotFoundPage />;
  return (
    <VacancyDetail
      id={idParam(id_vacancy)}
      type={type}
      notFound={<NotFoundPage />}
      companyField={(field) => <CompanySelect {...field} />}
    />
  );
}
