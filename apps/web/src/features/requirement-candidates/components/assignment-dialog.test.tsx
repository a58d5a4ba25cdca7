import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAssignment, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, renderWithApp, text } from '../../../test/render';
import { AssignCandidateModal } from './assign-candidate-modal';
import { ReassignModal } from './reassign-modal';

const t = text;

beforeEach(() => {
  mockApi('get', 'positions/', []);
  mockApi('get', 'requeriments/', paged([]));
});

const dialog = () => screen.getByRole('dialog');
const field = (label: string) =>
  within(dialog()).queryByLabelText(labelled(label), { selector: 'input, textarea' });
const input = (label: string) => {
  const found = field(label);
  if (!found) throw new Error(`no field ${label}`);
  return found;
};

describe('assignment dialogs (assign, re-assign)', { timeout: 30_000 }, () => {
  it('assigning to a fixed position asks for the candidate and the interview, not the position', async () => {
    const assign = mockApi('post', 'requeriment-candidates/assign_candidate/', { ok: true });
    renderWithApp(<AssignCandidateModal opened onClose={() => {}} item={{ id: 9, label: 'Soldador' }} />);
    expect(within(dialog()).getByText(t('followup.assign.title_to', { position: 'Soldador' }))).toBeTruthy();
    expect(field(t('followup.assign.requirement'))).toBeNull();
    expect(field(t('followup.assign.item'))).toBeNull();

    fireEvent.click(within(dialog()).getByText(t('followup.assign.submit')));
    await waitFor(() => expect(fieldError(input(t('followup.assign.candidate')))).toBeTruthy());
    expect(fieldError(input(t('followup.assign.interview_date')))).toBeTruthy();
    expect(fieldError(input(t('followup.assign.interview_time')))).toBeTruthy();
    expect(assign.requests).toHaveLength(0);
  });

  it('re-assigning says what it does and asks for the requirement, its position and the interview', async () => {
    const reassign = mockApi('post', 'requeriment-candidates/assign_from_status/', { ok: true });
    const onClose = vi.fn();
    renderWithApp(
      <ReassignModal assignment={makeAssignment({ id: 5, candidate_name: 'Ana Ruiz' })} onClose={onClose} />,
    );
    expect(within(dialog()).getByText(t('followup.reassign.title'))).toBeTruthy();
    expect(within(dialog()).getByText(t('followup.reassign.help', { name: 'Ana Ruiz' }))).toBeTruthy();
    expect(field(t('followup.assign.requirement'))).toBeTruthy();
    // the position waits for its requirement
    expect(input(t('followup.assign.item'))).toHaveProperty('disabled', true);
    expect(field(t('followup.assign.candidate'))).toBeNull();

    fireEvent.click(within(dialog()).getByText(t('followup.reassign.submit')));
    await waitFor(() => expect(fieldError(input(t('followup.assign.item')))).toBeTruthy());
    expect(fieldError(input(t('followup.assign.interview_date')))).toBeTruthy();
    expect(reassign.requests).toHaveLength(0);

    fireEvent.click(within(dialog()).getByText(t('common.actions.cancel')));
    expect(onClose).toHaveBeenCalled();
  });
});
