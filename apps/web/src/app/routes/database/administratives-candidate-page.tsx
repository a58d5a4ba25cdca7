import { CandidateFormPage } from '../../../features/candidates/components/candidate-form';
import { NotFoundPage } from '../errors/not-found-page';

/** /database/administratives/new and /database/administratives/:id_candidate */
export default function AdministrativesCandidatePage() {
  return <CandidateFormPage kind="administratives" notFound={<NotFoundPage />} />;
}
