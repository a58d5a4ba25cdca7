import { Button, Group } from '@mantine/core';
import type { User } from '@rp/contract/entities';
import { userDisplayName } from '@rp/contract/rules/names';
import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { useAuth } from '../../../lib/auth';
import { useDisableUser } from '../api/disable-user';
import { useReactivateUser } from '../api/reactivate-user';
import { ChangePasswordForm } from './change-password-form';

/** The user page's buttons: set the password, disable (never oneself) or reactivate. */
export function UserAccountActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const remove = useDisableUser();
  const reactivate = useReactivateUser();
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const fullName = userDisplayName(user);
  const isSelf = actor?.id === user.id;

  const handleDisable = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('settings.users.disable'),
      message: t('settings.users.confirm_disable', { name: fullName }),
      confirmLabel: t('settings.users.disable'),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync({ id: user.id });
      showSaved(t, t('settings.users.disabled'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleReactivate = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('settings.users.reactivate'),
      message: t('settings.users.confirm_reactivate', { name: fullName }),
      confirmLabel: t('settings.users.reactivate'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await reactivate.mutateAsync(user.id);
      showSaved(t, t('settings.users.reactivated'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setPasswordOpen(true)}>
        {t('settings.users.set_password')}
      </Button>
      {user.is_active ? (
        !isSelf && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconUserOff size={16} />}
            loading={remove.isPending}
            onClick={handleDisable}
          >
            {t('settings.users.disable')}
          </Button>
        )
      ) : (
        <Button
          color="green"
          leftSection={<IconUserCheck size={16} />}
          loading={reactivate.isPending}
          onClick={handleReactivate}
        >
          {t('settings.users.reactivate')}
        </Button>
      )}
      <FormModal
        opened={isPasswordOpen}
        onClose={() => setPasswordOpen(false)}
        title={`${t('settings.users.set_password')}: ${user.username}`}
      >
        <ChangePasswordForm
          userId={user.id}
          requireCurrent={isSelf}
          submitLabel={t('common.actions.save')}
          onDone={() => setPasswordOpen(false)}
          onCancel={() => setPasswordOpen(false)}
        />
      </FormModal>
    </Group>
  );
}
