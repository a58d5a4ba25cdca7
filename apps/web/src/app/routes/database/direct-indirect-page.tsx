import { useTranslation } from 'react-i18next';
import { CandidateList } from '../../../features/candidates/components/candidate-list';
import { CvSearchResults } from '../../../features/cv-search/components/cv-search-results';

/** /database/direct_indirect: DIRECT and INDIRECT candidates, searchable in their CVs too. */
export default function DirectIndirectPage() {
  const { t } = useTranslation();
  return (
    <CandidateList
      kind="direct_indirect"
      title={t('routes.database_direct_indirect.title')}
      cvSearch={CvSearchResults}
    />
  );
}
