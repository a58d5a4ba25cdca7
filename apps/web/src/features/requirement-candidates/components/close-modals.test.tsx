import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeAssignment, makeCatalog } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { CloseCandidateModal } from './close-candidate-modal';
import { CloseSelectedModal } from './close-selected-modal';

const t = text;
const reason = makeCatalog({ id: 61, code: 'NO_PROFILE', name: 'No cumple el perfil', clas_id: 6 });

beforeEach(() => {
  mockApi('get', 'catalogs/', [reason]);
});

const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' });
const dialog = () => {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('no dialog');
  return found;
};
const notices = async (text: string) =>
  expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeTruthy();

describe('close-candidate modal', { timeout: 30_000 }, () => {
  it('rejecting needs a reason, then sends {id, status, reject_reason, follow_up} and says so', async () => {
    const close = mockApi('post', 'requeriment-candidates/close_candidate/', { ok: true });
    const onClose = vi.fn();
    const row = makeAssignment({ id: 41, follow_up: 'Entrevista hecha' });
    renderWithApp(<CloseCandidateModal assignment={row} status="Rejected" onClose={onClose} />);
    const submit = within(dialog()).getByText(t('followup.reject.submit'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fieldError(input(t('followup.reject.reason')))).toBe(t('validation.reject_reason_required')),
    );
    expect(close.requests).toHaveLength(0);

    await pickOption(input(t('followup.reject.reason')), reason.name);
    fireEvent.click(submit);
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({
      id: 41,
      status: 'Rejected',
      reject_reason: reason.id,
      follow_up: 'Entrevista hecha',
    });
    await notices(t('followup.notify.rejected'));
    expect(onClose).toHaveBeenCalled();
  });

  it('hiring needs the employee number, then sends it (not a reason)', async () => {
    const close = mockApi('post', 'requeriment-candidates/close_candidate/', { ok: true });
    renderWithApp(
      <CloseCandidateModal assignment={makeAssignment({ id: 42 })} status="Hired" onClose={() => {}} />,
    );
    const submit = within(dialog()).getByText(t('followup.hire.submit'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fieldError(input(t('followup.hire.employee_code')))).toBe(
        t('validation.employee_code_required'),
      ),
    );
    expect(close.requests).toHaveLength(0);

    fireEvent.change(input(t('followup.hire.employee_code')), { target: { value: 'E-1001' } });
    fireEvent.click(submit);
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({ id: 42, status: 'Hired', employee_code: 'E-1001', follow_up: null });
    await notices(t('followup.notify.hired'));
  });

  it("shows the server's 409 and keeps the dialog open", async () => {
    mockApi('post', 'requeriment-candidates/close_candidate/', {
      status: 409,
      body: { detail: 'El número de empleado ya está en uso' },
    });
    const onClose = vi.fn();
    renderWithApp(
      <CloseCandidateModal assignment={makeAssignment({ id: 43 })} status="Hired" onClose={onClose} />,
    );
    fireEvent.change(input(t('followup.hire.employee_code')), { target: { value: 'E-1' } });
    fireEvent.click(within(dialog()).getByText(t('followup.hire.submit')));
    await notices('El número de empleado ya está en uso');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });
});

describe('bulk-close modal', { timeout: 30_000 }, () => {
  it('a reject needs a reason; the payload and "N records were updated"', async () => {
    const closeMany = mockApi('post', 'requeriment-candidates/close_massive_candidate/', { updated: 3 });
    const onDone = vi.fn();
    renderWithApp(
      <CloseSelectedModal
        selection={{ ids: [5, 6, 7], statuses: ['Rejected'] }}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    expect(within(dialog()).getByText(t('followup.bulk.selected', { count: 3 }))).toBeTruthy();
    // the action is named by what it does, never "Cerrar" like the dialog's close button
    for (const lang of ['es', 'en'])
      expect(i18n.getFixedT(lang)('followup.bulk.submit')).not.toBe(
        i18n.getFixedT(lang)('common.actions.close'),
      );
    expect(within(dialog()).getByRole('button', { name: t('followup.bulk.submit') })).toBeTruthy();
    const submit = within(dialog()).getByText(t('followup.bulk.submit'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fieldError(input(t('followup.bulk.reason')))).toBe(t('validation.reject_reason_required')),
    );
    expect(closeMany.requests).toHaveLength(0);

    await pickOption(input(t('followup.bulk.reason')), reason.name);
    fireEvent.change(input(t('followup.bulk.follow_up')), { target: { value: 'Sin perfil' } });
    fireEvent.click(submit);
    await waitFor(() => expect(closeMany.requests).toHaveLength(1));
    expect(closeMany.last.body).toEqual({
      ids: [5, 6, 7],
      status: 'Rejected',
      reject_reason: reason.id,
      follow_up: 'Sin perfil',
    });
    await notices(t('followup.bulk.updated', { count: 3 }));
    expect(onDone).toHaveBeenCalled();
  });

  it('a status other than Rejected sends no reason, even one picked before switching', async () => {
    const closeMany = mockApi('post', 'requeriment-candidates/close_massive_candidate/', { updated: 2 });
    renderWithApp(
      <CloseSelectedModal
        selection={{ ids: [8, 9], statuses: ['Rejected', 'NotAttend'] }}
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const submit = within(dialog()).getByText(t('followup.bulk.submit'));
    expect(submit.closest('button')).toHaveProperty('disabled', true);
    const status = input(t('followup.bulk.status'));
    await pickOption(status, t('common.enums.follow_up_status.Rejected'));
    await pickOption(input(t('followup.bulk.reason')), reason.name);
    await pickOption(status, t('common.enums.follow_up_status.NotAttend'));
    fireEvent.click(submit);
    await waitFor(() => expect(closeMany.requests).toHaveLength(1));
    expect(closeMany.last.body).toEqual({
      ids: [8, 9],
      status: 'NotAttend',
      reject_reason: null,
      follow_up: null,
    });
    await notices(t('followup.bulk.updated', { count: 2 }));
  });

  it("shows the server's 409 (all or nothing) and is not done", async () => {
    mockApi('post', 'requeriment-candidates/close_massive_candidate/', {
      status: 409,
      body: { detail: 'Valeria Quintanilla no puede pasar a No asistió' },
    });
    const onDone = vi.fn();
    renderWithApp(
      <CloseSelectedModal
        selection={{ ids: [8, 9], statuses: ['NotAttend'] }}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    fireEvent.click(within(dialog()).getByText(t('followup.bulk.submit')));
    await notices('Valeria Quintanilla no puede pasar a No asistió');
    expect(onDone).not.toHaveBeenCalled();
  });
});
