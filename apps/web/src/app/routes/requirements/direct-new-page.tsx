import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useRouteTitle } from '../../../components/layout/use-route-title';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { RequirementForm } from '../../../features/requirements/components/requirement-form';
import { positiveInt } from '../../../features/requirements/components/requirement-links';

/** /requeriments/direct/new/:id_company? and /new_vacancies/direct: a new direct-process requirement. */
export default function DirectNewPage() {
  const { title } = useRouteTitle();
  const { id_company } = useParams();
  const company = positiveInt(id_company);
  return (
    <Page title={title}>
      <RequirementForm
        key={company ?? 'none'}
        initialCompany={company}
        companyField={(field) => <CompanySelect {...field} />}
      />
    </Page>
  );
}
