import { ActionIcon, Menu } from '@mantine/core';
import type { RequirementCandidate } from '@rp/contract/entities';
import { type FollowUpAction, notAttendCall, permittedActions } from '@rp/contract/rules/follow-up';
import {
  IconArrowsExchange,
  IconCheck,
  IconDotsVertical,
  IconFirstAidKit,
  IconMessages,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleActionError } from '../../../components/feedback/action-errors';
import { confirmAction } from '../../../components/feedback/confirm';
import { showSaved } from '../../../components/feedback/notify';
import { useAuth } from '../../../lib/auth';
import { useCloseCandidate } from '../api/close-candidate';
import { useDeleteCandidate } from '../api/delete-candidate';
import { useNotAttendFromAccepted } from '../api/not-attend-from-accepted';
import { type AssignmentNotes, AssignmentNotesModal } from './assignment-notes-modal';
import { CloseCandidateModal } from './close-candidate-modal';
import { MedicalServiceModal } from './medical-service-modal';
import { ReassignModal } from './reassign-modal';

type Dialog = {
  kind: 'reject' | 'hire' | 'reassign' | 'medical' | 'notes';
  row: RequirementCandidate;
} | null;

const icons: Record<FollowUpAction, ReactNode> = {
  accept: <IconCheck size={16} />,
  reject: <IconX size={16} />,
  hire: <IconUserCheck size={16} />,
  not_attend: <IconUserOff size={16} />,
  reassign: <IconArrowsExchange size={16} />,
  delete: <IconTrash size={16} />,
  medical: <IconFirstAidKit size={16} />,
};

const colors: Partial<Record<FollowUpAction, string>> = {
  reject: 'red',
  delete: 'red',
  accept: 'green',
  hire: 'green',
};

/**
 * The follow-up actions of the rows of one table: a menu per row with the actions its status allows
 * and the user's permissions grant, confirmations for the one-click ones and the modals of the
 * others. With `notes`, every row also offers "Comments and documents" of its assignment.
 */
export function useFollowUpActions(notes?: AssignmentNotes) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCloseCandidate();
  const notAttendAccepted = useNotAttendFromAccepted();
  const remove = useDeleteCandidate();

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      showSaved(t, message);
    } catch (error) {
      handleActionError(error, t);
    }
  };

  const handle = async (action: FollowUpAction, row: RequirementCandidate) => {
    const name = row.candidate_name;
    switch (action) {
      case 'accept':
        if (
          await confirmAction({
            t,
            message: t('followup.confirm.accept', { name }),
            confirmLabel: t('followup.actions.accept'),
            isDanger: false,
          })
        )
          await run(
            () => close.mutateAsync({ id: row.id, status: 'Accepted' }),
            t('followup.notify.accepted'),
          );
        return;
      case 'not_attend': {
        const call = notAttendCall(row.status);
        if (!call) return;
        const isInterview = call === 'close_candidate';
        const confirmed = await confirmAction({
          t,
          message: t(
            isInterview ? 'followup.confirm.not_attend_interview' : 'followup.confirm.not_attend_hiring',
            {
              name,
            },
          ),
          confirmLabel: t('followup.actions.not_attend'),
        });
        if (!confirmed) return;
        await run(
          () =>
            isInterview
              ? close.mutateAsync({ id: row.id, status: 'NotAttend', type_not_attend: 'interview' })
              : notAttendAccepted.mutateAsync({ id: row.id }),
          t('followup.notify.not_attend'),
        );
        return;
      }
      case 'delete':
        if (
          await confirmAction({
            t,
            title: t('followup.actions.delete'),
            message: t('followup.confirm.delete', { name }),
            confirmLabel: t('followup.actions.delete'),
          })
        )
          await run(() => remove.mutateAsync({ id: row.id }), t('followup.notify.deleted'));
        return;
      case 'reject':
      case 'hire':
      case 'reassign':
      case 'medical':
        setDialog({ kind: action, row });
        return;
    }
  };

  const menu = (row: RequirementCandidate) => {
    const actions = permittedActions(row.status, user);
    if (actions.length === 0 && !notes) return null;
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t('followup.actions.menu', { name: row.candidate_name })}
            onClick={(event) => event.stopPropagation()}
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action}
              leftSection={icons[action]}
              color={colors[action]}
              onClick={() => void handle(action, row)}
            >
              {t(`followup.actions.${action}`)}
            </Menu.Item>
          ))}
          {notes && (
            <>
              {actions.length > 0 && <Menu.Divider />}
              <Menu.Item
                leftSection={<IconMessages size={16} />}
                onClick={() => setDialog({ kind: 'notes', row })}
              >
                {t('followup.actions.notes')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

  const dismiss = () => setDialog(null);
  const modals = (
    <>
      <CloseCandidateModal
        assignment={dialog?.kind === 'reject' || dialog?.kind === 'hire' ? dialog.row : null}
        status={dialog?.kind === 'hire' ? 'Hired' : 'Rejected'}
        onClose={dismiss}
      />
      <ReassignModal assignment={dialog?.kind === 'reassign' ? dialog.row : null} onClose={dismiss} />
      <MedicalServiceModal assignment={dialog?.kind === 'medical' ? dialog.row : null} onClose={dismiss} />
      {notes && (
        <AssignmentNotesModal
          assignment={dialog?.kind === 'notes' ? dialog.row : null}
          notes={notes}
          onClose={dismiss}
        />
      )}
    </>
  );

  return { menu, modals };
}
