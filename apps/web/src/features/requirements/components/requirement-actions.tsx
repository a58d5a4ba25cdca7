import { Button, Group, Tooltip } from '@mantine/core';
import { codeOrId } from '@rp/contract';
import type { Requirement } from '@rp/contract/entities';
import { IconCheck, IconFileTypePdf, IconLock, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, confirmDelete } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useApproveRequirement } from '../api/approve-requirement';
import { useCloseRequirement } from '../api/close-requirement';
import { useDeleteRequirement } from '../api/delete-requirement';
import { RequirementCancelModal } from './requirement-cancel-modal';
import { canEditItems } from './requirement-items';
import { RequirementReportModal } from './requirement-report-modal';

/** Approve, close, cancel, delete and the PDF report of one requirement; 409s are notified. */
export function RequirementActions(props: { requirement: Requirement; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { requirement } = props;
  const approve = useApproveRequirement();
  const close = useCloseRequirement();
  const remove = useDeleteRequirement();
  const [isCanceling, setCanceling] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  const code = codeOrId(requirement.code, requirement.id);
  const isOpen = canEditItems(requirement.status);

  const handleApprove = async () => {
    try {
      await approve.mutateAsync({ id: requirement.id });
      showSaved(t, t('requirements.notify.approved'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleClose = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('requirements.close.title'),
      message: t('requirements.close.message', { code }),
      confirmLabel: t('requirements.actions.close'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await close.mutateAsync({ id: requirement.id });
      showSaved(t, t('requirements.notify.closed'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const hasHires = requirement.hired_positions > 0;

  const handleDelete = async () => {
    if (!(await confirmDelete(t, t('requirements.delete.message', { code })))) return;
    try {
      await remove.mutateAsync({ id: requirement.id });
      showSaved(t, t('requirements.notify.deleted'));
      props.onDeleted();
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Group gap="sm">
      {requirement.status === 'New' && (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} />}
          loading={approve.isPending}
          onClick={handleApprove}
        >
          {t('requirements.actions.approve')}
        </Button>
      )}
      {isOpen && (
        <Button
          variant="light"
          leftSection={<IconLock size={16} />}
          loading={close.isPending}
          onClick={handleClose}
        >
          {t('requirements.actions.close')}
        </Button>
      )}
      {isOpen && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconX size={16} />}
          onClick={() => setCanceling(true)}
        >
          {t('requirements.actions.cancel')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() => setReportOpen(true)}
      >
        {t('requirements.actions.report')}
      </Button>
      {/* a requirement with hires cannot be deleted (the server answers 409): said before the click */}
      <Tooltip label={t('errors.requeriment_has_hires')} disabled={!hasHires} multiline w={260}>
        <span>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            disabled={hasHires}
            aria-description={hasHires ? t('errors.requeriment_has_hires') : undefined}
            onClick={handleDelete}
          >
            {t('common.actions.delete')}
          </Button>
        </span>
      </Tooltip>
      <RequirementCancelModal
        requirement={requirement}
        opened={isCanceling}
        onClose={() => setCanceling(false)}
      />
      <RequirementReportModal
        requirementId={requirement.id}
        opened={isReportOpen}
        onClose={() => setReportOpen(false)}
      />
    </Group>
  );
}
