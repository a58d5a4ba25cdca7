import { useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { Page } from '../../../components/layout/page';
import { useRouteTitle } from '../../../components/layout/use-route-title';
import { vacancyHref, vacancyListHref } from '../../../components/vacancy/vacancy-links';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { VacancyForm } from '../../../features/vacancies/components/vacancy-form';
import { useRouteVacancyType } from './route-vacancy-type';

/** /new_vacancies/{clients|shelter|shelter_indirect}: a new administrative vacancy of the route's type. */
export default function NewVacancyPage() {
  const { title } = useRouteTitle();
  const navigate = useNavigate();
  const type = useRouteVacancyType();
  if (!type) return <ErrorPage kind="not_found" />;
  return (
    <Page title={title}>
      <VacancyForm
        key={type}
        type={type}
        companyField={(field) => <CompanySelect {...field} />}
        onSaved={(vacancy) => navigate(vacancyHref(vacancy.vacancy_type, vacancy.id))}
        onCancel={() => navigate(vacancyListHref(type))}
      />
    </Page>
  );
}
