import { useTranslation } from 'react-i18next';
import { CandidateList } from '../../../features/candidates/components/candidate-list';
import { CvSearchResults } from '../../../features/cv-search/components/cv-search-results';

/** /database/administratives: ADMINISTRATIVE and MANAGERIAL candidates, searchable in their CVs too. */
export default function AdministrativesPage() {
  const { t } = useTranslation();
  return (
    <CandidateList
      kind="administratives"
      title={t('routes.database_administratives.title')}
      cvSearch={CvSearchResults}
    />
  );
}
