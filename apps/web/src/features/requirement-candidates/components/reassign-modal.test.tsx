import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAssignment } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, renderWithApp, text } from '../../../test/render';
import { ReassignModal } from './reassign-modal';

// the requirement search is its own component (tested with the pickers): a plain input here
vi.mock('../../../components/form/search-select', () => ({
  SearchSelect: (props: { label: string; onChange: (value: number | null) => void }) => (
    <input aria-label={props.label} onChange={(event) => props.onChange(Number(event.currentTarget.value))} />
  ),
}));

const t = text;

beforeEach(() => {
  mockApi('get', 'positions/', []);
  mockApi('get', 'requeriment-items/', []);
});

// docs/decisions.md "Unsaved changes (issue 26, item 5)": the requirement picked is unsaved input
describe('re-assigning with only a requirement picked', { timeout: 30_000 }, () => {
  it('asks before the dialog closes, as assigning does', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <ReassignModal assignment={makeAssignment({ id: 5, candidate_name: 'Ana Ruiz' })} onClose={onClose} />,
    );
    const requirement = await screen.findByLabelText(labelled(t('followup.assign.requirement')), {
      selector: 'input',
    });
    // clean: Escape closes at once
    fireEvent.keyDown(requirement, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(t('common.unsaved.close_message'))).toBeNull();

    fireEvent.change(requirement, { target: { value: '42' } });
    fireEvent.keyDown(requirement, { key: 'Escape' });
    const question = (await screen.findByText(t('common.unsaved.close_message'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole('button', { name: t('common.unsaved.discard') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
