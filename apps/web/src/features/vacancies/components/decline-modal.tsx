import '../texts';
import { declineBody } from '@rp/contract/entities';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/form/reason-dialog';

/** The decline modal of the approval page: the comment is required (the requester reads it). */
export function DeclineModal(props: {
  code: string;
  approvalKey: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      opened={props.opened}
      onClose={props.onClose}
      schema={declineBody}
      values={{ key: props.approvalKey }}
      field="comment"
      maxLength={2000}
      isPending={props.isPending}
      onConfirm={props.onConfirm}
      submitIcon={<IconX size={16} />}
      texts={{
        title: t('vacancies.approve.decline_title'),
        message: t('vacancies.approve.decline_message', { code: props.code }),
        reason: t('vacancies.approve.comment'),
        keep: t('vacancies.approve.keep'),
        submit: t('vacancies.approve.decline'),
      }}
    />
  );
}
