import { codeOrId } from '@rp/contract';
import { cancelRequirementBody, type Requirement } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from '../../../components/form/cancel-dialog';
import { useCancelRequirement } from '../api/cancel-requirement';

/** Confirmation of the cancellation with its required reason (cancel_requeriment/). */
export function RequirementCancelModal(props: {
  requirement: Requirement;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelRequirement();
  return (
    <CancelDialog
      id={props.requirement.id}
      opened={props.opened}
      onClose={props.onClose}
      schema={cancelRequirementBody}
      cancel={cancel}
      texts={{
        title: t('requirements.cancel.title'),
        message: t('requirements.cancel.message', {
          code: codeOrId(props.requirement.code, props.requirement.id),
        }),
        reason: t('requirements.fields.cancel_reason'),
        keep: t('requirements.cancel.keep'),
        submit: t('requirements.actions.cancel'),
        done: t('requirements.notify.canceled'),
      }}
    />
  );
}
