import { useTranslation } from 'react-i18next';
import { CandidateList } from '../../../features/candidates/components/candidate-list';

/** /database/direct_indirect: DIRECT and INDIRECT candidates. */
export default function DirectIndirectPage() {
  const { t } = useTranslation();
  return <CandidateList kind="direct_indirect" title={t('routes.database_direct_indirect.title')} />;
}
