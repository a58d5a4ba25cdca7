import '../texts';
import { Button, Group } from '@mantine/core';
import type { Vacancy } from '@rp/contract/entities';
import { IconEdit, IconFileTypePdf, IconLock, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { ReportModal } from '../../../components/files/report-modal';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { useCloseVacancy } from '../api/close-vacancy';
import { useVacancyReport } from '../api/get-vacancy-report';
import { useSendForApproval } from '../api/send-for-approval';
import { VacancyCancelModal } from './vacancy-cancel-modal';

/** Send for approval after confirmation (New → Pending); shared by the actions and the Approvals tab. */
export function useSendVacancy(vacancy: Vacancy) {
  const { t } = useTranslation();
  const send = useSendForApproval();
  const handleSend = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('vacancies.send.title'),
      message: t('vacancies.send.message', { code: vacancyCode(vacancy) }),
      confirmLabel: t('vacancies.actions.send'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await send.mutateAsync(vacancy.id);
      showSaved(t, t('vacancies.notify.sent'));
    } catch (error) {
      showApiError(error, t);
    }
  };
  return { handleSend, isSending: send.isPending };
}

/**
 * A vacancy's actions by status: send for approval and edit while New, cancel (with a reason)
 * while New or Pending, close while Pending, and the PDF requisition in the UI language.
 */
export function VacancyActions(props: {
  vacancy: Vacancy;
  isEditing: boolean;
  onEdit: (isEditing: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { vacancy } = props;
  const { handleSend, isSending } = useSendVacancy(vacancy);
  const close = useCloseVacancy();
  const [isCanceling, setCanceling] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  const report = useVacancyReport(vacancy.id, i18n.language, isReportOpen);
  const isNew = vacancy.status === 'New';
  const isPending = vacancy.status === 'Pending';

  const handleClose = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('vacancies.close.title'),
      message: t('vacancies.close.message', { code: vacancyCode(vacancy) }),
      confirmLabel: t('vacancies.actions.close'),
    });
    if (!isConfirmed) return;
    try {
      await close.mutateAsync(vacancy.id);
      showSaved(t, t('vacancies.notify.closed'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Group gap="sm">
      {isNew && (
        <Button leftSection={<IconSend size={16} />} loading={isSending} onClick={handleSend}>
          {t('vacancies.actions.send')}
        </Button>
      )}
      {isNew && (
        <Button
          variant="light"
          leftSection={<IconEdit size={16} />}
          onClick={() => props.onEdit(!props.isEditing)}
        >
          {props.isEditing ? t('vacancies.actions.stop_editing') : t('vacancies.actions.edit')}
        </Button>
      )}
      {isPending && (
        <Button
          variant="light"
          leftSection={<IconLock size={16} />}
          loading={close.isPending}
          onClick={handleClose}
        >
          {t('vacancies.actions.close')}
        </Button>
      )}
      {(isNew || isPending) && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={() => setCanceling(true)}
        >
          {t('vacancies.actions.cancel')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() => setReportOpen(true)}
      >
        {t('vacancies.actions.report')}
      </Button>
      <VacancyCancelModal vacancy={vacancy} opened={isCanceling} onClose={() => setCanceling(false)} />
      <ReportModal
        title={t('vacancies.report.title')}
        report={report}
        opened={isReportOpen}
        onClose={() => setReportOpen(false)}
      />
    </Group>
  );
}
