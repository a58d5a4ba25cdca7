import { useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { idParam } from '../../../components/feedback/record-state';
import { vacancyCandidateHref } from '../../../components/vacancy/vacancy-links';
import { AddVacancyCandidate } from '../../../features/vacancy-candidates/components/add-vacancy-candidate';
import { useRouteVacancyType } from './route-vacancy-type';

/** /requeriments/{type}/:id_vacancy/candidates/add: assign a candidate, or keep one as a draft. */
export default function VacancyCandidateAddPage() {
  const { id_vacancy } = useParams();
  const navigate = useNavigate();
  const type = useRouteVacancyType();
  if (!type) return <ErrorPage kind="not_found" />;
  return (
    <AddVacancyCandidate
      id={idParam(id_vacancy)}
      notFound={<ErrorPage kind="not_found" />}
      onDone={(row) => navigate(vacancyCandidateHref(type, row.vacancy, row.id))}
    />
  );
}
