import '../../lib/i18n';
import { cancelVacancyBody } from '@rp/contract/entities';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldError, labelled, renderWithApp, text } from '../../test/render';
import { ReasonDialog } from './reason-dialog';

const texts = {
  title: 'Cancelar vacante',
  message: '¿Seguro?',
  reason: 'Motivo',
  keep: 'Conservar',
  submit: 'Cancelar',
};

function renderDialog(onConfirm: (reason: string) => Promise<unknown>, onError = vi.fn()) {
  const onClose = vi.fn();
  renderWithApp(
    <ReasonDialog
      opened
      onClose={onClose}
      schema={cancelVacancyBody}
      values={{ id: 7 }}
      field="cancel_reason"
      maxLength={1000}
      isPending={false}
      onConfirm={onConfirm}
      onError={onError}
      texts={texts}
    />,
  );
  return { onClose, onError, reason: screen.getByLabelText(labelled('Motivo')) };
}

describe('ReasonDialog', () => {
  it('requires the reason before it confirms', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { reason } = renderDialog(onConfirm);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(fieldError(reason)).toBe(text('validation.required')));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the reason trimmed', async () => {
    const onConfirm = vi.fn(async (_reason: string) => undefined);
    const { reason } = renderDialog(onConfirm);
    fireEvent.change(reason, { target: { value: '  Sin presupuesto  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Sin presupuesto'));
  });

  it('puts a refusal on the field and passes the error on', async () => {
    const refusal = new ApiError(400, { cancel_reason: ['El motivo ya no aplica'] });
    const { reason, onError } = renderDialog(async () => {
      throw refusal;
    });
    fireEvent.change(reason, { target: { value: 'Duplicada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(fieldError(reason)).toBe('El motivo ya no aplica'));
    expect(onError).toHaveBeenCalledWith(refusal);
  });

  it('keeps the action undone when the user keeps it', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { onClose } = renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Conservar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
