import type { AssignmentNotes } from '../../../features/requirement-candidates/components/assignment-notes-modal';
import { RequirementComments } from '../../../features/requirements/components/requirement-comments';
import { RequirementDocuments } from '../../../features/requirements/components/requirement-documents';

/**
 * Not a page: the comments and documents of one assignment, from the requirements feature, for the
 * follow-up tables of the pages here (features do not import each other; pages compose them).
 */
export const assignmentNotes: AssignmentNotes = {
  comments: (row) => (
    <RequirementComments bare requirementId={row.requeriment_id} candidateId={row.candidate} />
  ),
  documents: (row) => (
    <RequirementDocuments bare requirementId={row.requeriment_id} candidateId={row.candidate} />
  ),
};
