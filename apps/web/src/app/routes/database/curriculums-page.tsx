import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { useCandidateHref } from '../../../features/candidates/components/candidate-links';
import { CvList } from '../../../features/curriculums/components/cv-list';
import { CvSearchResults } from '../../../features/cv-search/components/cv-search-results';

/**
 * /database/curriculums: the CVs attached to candidates, each viewable in place, and an upload; a
 * search in what the CVs say links to each candidate found, in the list of its category.
 */
export default function CurriculumsPage() {
  const { t } = useTranslation();
  const candidateHref = useCandidateHref();
  return (
    <Page title={t('routes.database_curriculums.title')}>
      <CvList cvSearch={CvSearchResults} candidateHref={candidateHref} />
    </Page>
  );
}
