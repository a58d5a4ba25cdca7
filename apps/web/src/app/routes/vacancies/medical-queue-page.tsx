import { MedicalQueue } from '../../../features/vacancy-candidates/components/medical-queue';

/** /requeriments/medical_admins: the medical service's queue of vacancy candidates (medical role). */
export default function MedicalQueuePage() {
  return <MedicalQueue />;
}
