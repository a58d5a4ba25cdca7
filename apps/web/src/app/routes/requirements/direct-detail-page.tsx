import { useParams } from 'react-router';
import { idParam } from '../../../components/feedback/record-state';
import { RequirementApplications } from '../../../features/requirement-candidates/components/requirement-applications';
import { RequirementDetail } from '../../../features/requirements/components/requirement-detail';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/:id_requirement: the requirement with its tabs. */
export default function DirectDetailPage() {
  const { id_requirement } = useParams();
  return (
    <RequirementDetail
      id={idParam(id_requirement)}
      applications={(requirement) => (
        <RequirementApplications requirement={requirement} notes={assignmentNotes} />
      )}
    />
  );
}
