import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCandidate, makeCatalog } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { BlacklistAddModal, blacklistReasonClas } from './blacklist-add-modal';

// the candidate search is its own component (tested with the candidate pickers): a plain input here
vi.mock('../../../components/form/search-select', () => ({
  SearchSelect: (props: { label: string; onChange: (value: number | null) => void }) => (
    <input aria-label={props.label} onChange={(event) => props.onChange(Number(event.currentTarget.value))} />
  ),
}));

const t = text;
const valeria = makeCandidate({ id: 501 });
const theft = makeCatalog({ id: 71, clas_id: blacklistReasonClas, name: 'Robo' });

const field = (label: string) =>
  screen.getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;

/** Types `value` into a date field as a user would, then leaves it. */
function typeDate(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

describe('add to the blacklist', { timeout: 120_000 }, () => {
  it('sends a typed end date 31/12/2026 as 2026-12-31 (it was lost: read as month 31)', async () => {
    mockApi('get', 'catalogs/', [theft]);
    const post = mockApi('post', 'black-list/', { status: 201, body: { id: 9 } });
    const onClose = vi.fn();
    renderWithApp(<BlacklistAddModal opened onClose={onClose} />);

    fireEvent.change(field(t('blacklist.form.candidate')), { target: { value: String(valeria.id) } });
    await pickOption(field(t('blacklist.form.reason')), theft.name);

    typeDate(t('blacklist.form.starts_at'), '01/12/2026');
    expect(typeDate(t('blacklist.form.ends_at'), '31/12/2026').value).toBe('31/12/2026');
    fireEvent.click(screen.getByRole('button', { name: t('blacklist.list.add') }));

    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({
      candidate: valeria.id,
      reason: theft.id,
      starts_at: '2026-12-01',
      ends_at: '2026-12-31',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
