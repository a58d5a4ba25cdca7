import { useTranslation } from 'react-i18next';
import { ReportModal } from '../../../components/files/report-modal';
import { useRequirementReport } from '../api/get-requirement-report';

/** The requirement's PDF report, in the UI language, in the browser's viewer. */
export function RequirementReportModal(props: {
  requirementId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const report = useRequirementReport(props.requirementId, i18n.language, props.opened);
  return (
    <ReportModal
      title={t('requirements.report.title')}
      report={report}
      opened={props.opened}
      onClose={props.onClose}
    />
  );
}
