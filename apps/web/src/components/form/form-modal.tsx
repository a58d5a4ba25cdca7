import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmDiscard,
  createUnsavedScope,
  hasUnsavedInput,
  type TrackedForm,
  UnsavedScopeContext,
} from './unsaved-changes';

export type FormModalProps = ModalProps & {
  /** The dialog's form when it lives beside the dialog (a form drawn inside it is found on its own). */
  form?: TrackedForm;
  /** Unsaved input the dialog keeps in its own state (no form). */
  isDirty?: boolean;
};

/**
 * A dialog holding a form (docs/decisions.md, "Unsaved changes"): closing it with its close button,
 * Escape or a click outside asks first while its form holds input the user typed; a clean dialog
 * closes at once. Its own Cancel button and the close after a save are the caller's `onClose`,
 * unasked. A closed dialog keeps nothing unsaved (what it held was saved or discarded).
 */
export function FormModal({ form, isDirty, onClose, opened, children, ...props }: FormModalProps) {
  const { t } = useTranslation();
  const [scope] = useState(createUnsavedScope);
  const isAsking = useRef(false);
  const latestForm = useRef(form);
  latestForm.current = form;

  useEffect(() => {
    if (!opened) latestForm.current?.setDirty({});
  }, [opened]);

  const handleClose = async () => {
    if (isAsking.current) return;
    if (isDirty || scope.has() || (form && hasUnsavedInput(form))) {
      isAsking.current = true;
      const discard = await confirmDiscard(t).finally(() => {
        isAsking.current = false;
      });
      if (!discard) return;
    }
    latestForm.current?.setDirty({});
    onClose();
  };

  return (
    <UnsavedScopeContext value={scope}>
      <Modal opened={opened} onClose={handleClose} {...props}>
        {children}
      </Modal>
    </UnsavedScopeContext>
  );
}
