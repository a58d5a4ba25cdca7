import { CandidateFormPage } from '../../../features/candidates/components/candidate-form-page';

/** /database/direct_indirect/new and /database/direct_indirect/:id_candidate */
export default function DirectIndirectCandidatePage() {
  return <CandidateFormPage kind="direct_indirect" />;
}
