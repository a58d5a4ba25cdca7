import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { idParam } from '../../../components/feedback/record-state';
import { VacancyCandidateList } from '../../../features/vacancy-candidates/components/vacancy-candidate-list';

/** /requeriments/{type}/:id_vacancy/candidates: the vacancy's candidates with their counts. */
export default function VacancyCandidatesPage() {
  const { id_vacancy } = useParams();
  return <VacancyCandidateList id={idParam(id_vacancy)} notFound={<ErrorPage kind="not_found" />} />;
}
