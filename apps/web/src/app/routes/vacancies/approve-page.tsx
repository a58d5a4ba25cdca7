import { useParams } from 'react-router';
import { ApproveVacancy } from '../../../features/vacancies/components/approve-vacancy';
import { NotFoundPage } from '../errors/not-found-page';

/** /approve/:id_key (approve layout, no account): an approver answers a vacancy by its key. */
export default function ApprovePage() {
  const { id_key } = useParams();
  return <ApproveVacancy approvalKey={id_key} notFound={<NotFoundPage />} />;
}
