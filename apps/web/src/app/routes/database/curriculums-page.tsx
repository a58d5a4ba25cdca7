import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { CvList } from '../../../features/curriculums/components/cv-list';

/** /database/curriculums: the CVs attached to candidates, each viewable in place, and an upload. */
export default function CurriculumsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.database_curriculums.title')}>
      <CvList />
    </Page>
  );
}
