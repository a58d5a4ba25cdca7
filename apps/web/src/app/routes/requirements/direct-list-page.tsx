import { useTranslation } from 'react-i18next';
import { RequirementList } from '../../../features/requirements/components/requirement-list';

/** /requeriments/direct: every direct-process requirement the user may see. */
export default function DirectListPage() {
  const { t } = useTranslation();
  return <RequirementList title={t('routes.requeriments_direct.title')} />;
}
