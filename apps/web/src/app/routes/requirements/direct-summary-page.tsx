import { useTranslation } from 'react-i18next';
import { WeeklySummary } from '../../../features/requirement-summary/components/weekly-summary';

/** /requeriments/direct/summary: the weekly summary per company and week (docs/domain.md#counters-and-formulas). */
export default function DirectSummaryPage() {
  const { t } = useTranslation();
  return <WeeklySummary title={t('routes.requeriments_direct_summary.title')} />;
}
