import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { makeCandidate, paged } from '../../test/factories';
import { mockApi } from '../../test/msw';
import { labelled, renderWithApp, text } from '../../test/render';
import { CandidatePicker } from './candidate-picker';

const barred = makeCandidate({
  id: 501,
  full_name: 'Quintanilla Ruiz Valeria',
  is_black_list: true,
  black_list_reason: 'Robo',
  black_list_reason_en: 'Theft',
  black_list_until: '2026-12-31',
});
const barredForever = makeCandidate({
  id: 502,
  full_name: 'Quintanilla Soto Marcos',
  is_black_list: true,
  black_list_reason: 'Abandono de trabajo',
  black_list_reason_en: null,
  black_list_until: null,
});
const busy = makeCandidate({ id: 503, full_name: 'Quintanilla Vega Ana', is_in_process: true });
const free = makeCandidate({ id: 504, full_name: 'Quintanilla Lara José' });

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <CandidatePicker value={value} onChange={setValue} />;
}

/** Types a search and returns the options of the open list, by candidate name. */
async function openList() {
  const list = mockApi('get', 'candidates/', paged([barred, barredForever, busy, free]));
  renderWithApp(<Picker />);
  const input = screen.getByLabelText(labelled(text('followup.assign.candidate')), { selector: 'input' });
  // Mantine takes a change to an input without focus for autofill: focus it as typing would
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'quintanilla' } });
  await waitFor(() => expect(list.last.query.search).toBe('quintanilla'), { timeout: 5000 });
  const optionOf = async (name: string) => {
    const found = await screen.findByText(name, {}, { timeout: 5000 });
    const option = found.closest('[role="option"]');
    if (!(option instanceof HTMLElement)) throw new Error(`no option for ${name}`);
    return option;
  };
  return { input: input as HTMLInputElement, optionOf };
}

describe('candidate picker: why a candidate cannot be picked, said before the click', {
  timeout: 60_000,
}, () => {
  it('shows a blacklisted candidate’s badge, reason and end date (dd/mm/yyyy), disabled', async () => {
    const { input, optionOf } = await openList();
    const option = await optionOf(barred.full_name);
    expect(within(option).getByText(text('followup.assign.blacklisted'))).toBeTruthy();
    expect(within(option).getByText('Motivo: Robo · Hasta el 31/12/2026')).toBeTruthy();
    // readable: not faded as Mantine fades disabled options
    expect(option.style.opacity).toBe('1');
    // disabled (Mantine marks it with a data attribute): a click picks nothing
    expect(option.hasAttribute('data-combobox-disabled')).toBe(true);
    fireEvent.click(option);
    expect(input.value).toBe('quintanilla');
  });

  it('says “indefinite” when the entry has no end date', async () => {
    const { optionOf } = await openList();
    const option = await optionOf(barredForever.full_name);
    expect(
      within(option).getByText(
        text('followup.assign.blacklisted_indefinite', { reason: 'Abandono de trabajo' }),
      ),
    ).toBeTruthy();
    expect(option.textContent).toContain('indefinida');
  });

  it('shows the in-process hint as a visible line, and nothing under a free candidate', async () => {
    const { optionOf } = await openList();
    const option = await optionOf(busy.full_name);
    expect(within(option).getByText(text('followup.assign.in_process'))).toBeTruthy();
    expect(within(option).getByText(text('followup.assign.in_process_hint'))).toBeTruthy();
    expect(option.hasAttribute('data-combobox-disabled')).toBe(true);
    const open = await optionOf(free.full_name);
    expect(open.textContent).toBe(free.full_name);
    expect(open.hasAttribute('data-combobox-disabled')).toBe(false);
  });

  it('names the reason in English when the app is in English (the Spanish name without one)', async () => {
    await i18n.changeLanguage('en');
    const { optionOf } = await openList();
    expect(
      within(await optionOf(barred.full_name)).getByText('Reason: Theft · Until 31/12/2026'),
    ).toBeTruthy();
    expect(
      within(await optionOf(barredForever.full_name)).getByText(
        'Reason: Abandono de trabajo · No end date (indefinite)',
      ),
    ).toBeTruthy();
  });
});
