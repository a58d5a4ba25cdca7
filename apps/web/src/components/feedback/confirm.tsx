import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** Confirmation before destructive actions (docs/domain.md#pages-menu-and-the-browser); resolves true when confirmed. */
export function confirmAction(options: {
  t: TFunction;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isDanger?: boolean;
}): Promise<boolean> {
  const { t } = options;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? t('common.confirm.title'),
      children: <Text size="sm">{options.message}</Text>,
      labels: {
        confirm: options.confirmLabel ?? t('common.actions.confirm'),
        cancel: options.cancelLabel ?? t('common.actions.cancel'),
      },
      confirmProps: { color: options.isDanger === false ? 'green' : 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export const confirmDelete = (t: TFunction, message?: string) =>
  confirmAction({
    t,
    title: t('common.confirm.delete_title'),
    message: message ?? t('common.confirm.delete_message'),
    confirmLabel: t('common.actions.delete'),
  });
