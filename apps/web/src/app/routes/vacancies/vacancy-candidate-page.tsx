import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { idParam } from '../../../components/feedback/record-state';
import { VacancyCandidateProcess } from '../../../features/vacancy-candidates/components/vacancy-candidate-process';

/** /requeriments/{type}/:id_vacancy/candidates/:id_candidate: the processing screen of one candidate. */
export default function VacancyCandidatePage() {
  const { id_vacancy, id_candidate } = useParams();
  return (
    <VacancyCandidateProcess
      vacancyId={idParam(id_vacancy)}
      id={idParam(id_candidate)}
      notFound={<ErrorPage kind="not_found" />}
    />
  );
}
