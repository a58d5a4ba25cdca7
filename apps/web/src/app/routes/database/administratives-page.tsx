import { useTranslation } from 'react-i18next';
import { CandidateList } from '../../../features/candidates/components/candidate-list';

/** /database/administratives: ADMINISTRATIVE and MANAGERIAL candidates. */
export default function AdministrativesPage() {
  const { t } = useTranslation();
  return <CandidateList kind="administratives" title={t('routes.database_administratives.title')} />;
}
