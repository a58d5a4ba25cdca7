import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { ApproveVacancy } from '../../../features/vacancies/components/approve-vacancy';

/** /approve/:id_key (approve layout, no account): an approver answers a vacancy by its key. */
export default function ApprovePage() {
  const { id_key } = useParams();
  return <ApproveVacancy approvalKey={id_key} notFound={<ErrorPage kind="not_found" />} />;
}
