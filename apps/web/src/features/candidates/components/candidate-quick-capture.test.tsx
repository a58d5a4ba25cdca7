import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCandidate, makeCategory } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, pickOption, renderWithApp, text as t } from '../../../test/render';
import { CandidateQuickCapture } from './candidate-quick-capture';

/** The quick candidate capture online (docs/decisions.md, "Offline forms"). */

const direct = makeCategory({ id: 3, code: 'DIRECT', description: 'Directo' });

beforeEach(() => {
  mockApi('get', 'categories/', [direct]);
});

const field = (name: string) => screen.getByLabelText(labelled(name), { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fill() {
  renderWithApp(<CandidateQuickCapture kind="direct_indirect" />, { route: '/database/direct_indirect/new' });
  await pickOption(field(t('candidates.fields.category')), t('common.enums.category.DIRECT'));
  type(t('candidates.fields.names'), 'Rosa');
  type(t('candidates.fields.last_name'), 'Campos');
  type(t('candidates.fields.phone_number'), '6561239876');
}

describe('quick candidate capture', { timeout: 20_000 }, () => {
  it('sends the candidate with an idempotency key and opens it', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate({ id: 81 }));
    await fill();
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({
      names: 'Rosa',
      last_name: 'Campos',
      category: direct.id,
      curp: null,
    });
    expect(post.last.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}-main$/);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/81'),
    );
  });

  it('a shared phone asks first; confirming sends again with the same key', async () => {
    const matches = [{ id: 5, full_name: 'Campos Rosa', email: null, phone_number: '6561239876' }];
    const post = mockApi('post', 'candidates/', (req) =>
      (req.body as { confirm_duplicates?: boolean }).confirm_duplicates
        ? makeCandidate({ id: 82 })
        : { status: 409, body: { detail: 'duplicates', matches } },
    );
    await fill();
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.save') }));
    const dialog = await screen.findByRole('dialog', { name: t('candidates.duplicates.title') });
    expect(dialog.textContent).toContain('Campos Rosa');
    expect(post.requests).toHaveLength(1);
    const confirm = screen
      .getAllByRole('button')
      .filter((button) => dialog.contains(button))
      .at(-1);
    if (confirm) fireEvent.click(confirm);
    await waitFor(() => expect(post.requests).toHaveLength(2));
    expect(post.last.body).toMatchObject({ confirm_duplicates: true });
    expect(post.last.headers.get('Idempotency-Key')).toBe(post.requests[0]?.headers.get('Idempotency-Key'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/82'),
    );
  });
});
