import { CandidateFormPage } from '../../../features/candidates/components/candidate-form-page';

/** /database/administratives/new and /database/administratives/:id_candidate */
export default function AdministrativesCandidatePage() {
  return <CandidateFormPage kind="administratives" />;
}
