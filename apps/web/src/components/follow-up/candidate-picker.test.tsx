import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { makeCandidate, makeCvSearchRow, paged } from '../../test/factories';
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

const welder = makeCvSearchRow(
  { id: 601, full_name: 'Garza Leal Mario', curp: 'GALM900101HNLRLR01', phone_number: '8112345678' },
  {
    snippet: [
      { text: 'Cinco años como ', match: false },
      { text: 'soldador', match: true },
      { text: ' <b>MIG</b> en planta', match: false },
    ],
  },
);
const inactive = makeCvSearchRow({ id: 602, full_name: 'Treviño Cantú Luisa', status: 'Inactive' });
const welderBusy = makeCvSearchRow({ id: 603, full_name: 'Salinas Mora Pedro', is_in_process: true });

/** The picker's input and its "Search by" switch. */
function renderPicker() {
  renderWithApp(<Picker />);
  const input = screen.getByLabelText(labelled(text('followup.assign.candidate')), {
    selector: 'input',
  }) as HTMLInputElement;
  const searchBy = screen.getByRole('radiogroup', { name: text('followup.assign.search_by') });
  const choose = (label: string) =>
    fireEvent.click(within(searchBy).getByLabelText(label, { selector: 'input' }));
  const type = (value: string) => {
    // Mantine takes a change to an input without focus for autofill: focus it as typing would
    act(() => input.focus());
    fireEvent.change(input, { target: { value } });
  };
  /** The open list's option of a candidate, by name. */
  const optionOf = async (name: string) => {
    const found = await screen.findByText(name, { exact: false }, { timeout: 5000 });
    const option = found.closest('[role="option"]');
    if (!(option instanceof HTMLElement)) throw new Error(`no option for ${name}`);
    return option;
  };
  return { input, choose, type, optionOf };
}

describe('candidate picker: search by CVs', { timeout: 60_000 }, () => {
  it('sends what is typed to cv_search as q and shows the snippet with the words marked', async () => {
    const list = mockApi('get', 'candidates/', paged([free]));
    const search = mockApi('get', 'candidates/cv_search/', paged([welder]));
    const { input, choose, type, optionOf } = renderPicker();
    choose(text('candidates.cv_search.in_cvs'));
    expect(input.placeholder).toBe(text('candidates.cv_search.placeholder'));
    type('soldador mig');
    await waitFor(() => expect(search.last.query).toEqual({ q: 'soldador mig', page_size: '20' }), {
      timeout: 5000,
    });
    const option = await optionOf(welder.full_name);
    // name · CURP · phone as in the list, the snippet under it: only the matched words marked,
    // the file's text as text (never HTML)
    expect(within(option).getByText('Garza Leal Mario · GALM900101HNLRLR01 · 8112345678')).toBeTruthy();
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['soldador']);
    expect(option.querySelector('b')).toBeNull();
    expect(option.textContent).toContain('Cinco años como soldador <b>MIG</b> en planta');
    expect(option.hasAttribute('data-combobox-disabled')).toBe(false);
    expect(list.requests).toHaveLength(0);
    // picked as in the list
    fireEvent.click(option);
    await waitFor(() => expect(input.value).toBe('Garza Leal Mario · GALM900101HNLRLR01 · 8112345678'));
  });

  it('shows a candidate who is not Active, and one in process, disabled with the reason', async () => {
    mockApi('get', 'candidates/cv_search/', paged([inactive, welderBusy, welder]));
    const { input, choose, type, optionOf } = renderPicker();
    choose(text('candidates.cv_search.in_cvs'));
    type('montacargas');
    const option = await optionOf(inactive.full_name);
    expect(within(option).getByText(text('candidates.statuses.Inactive'))).toBeTruthy();
    expect(within(option).getByText(text('followup.assign.not_active_hint'))).toBeTruthy();
    expect(option.hasAttribute('data-combobox-disabled')).toBe(true);
    expect(option.style.opacity).toBe('1');
    fireEvent.click(option);
    expect(input.value).toBe('montacargas');
    const busyOption = await optionOf(welderBusy.full_name);
    expect(within(busyOption).getByText(text('followup.assign.in_process_hint'))).toBeTruthy();
    expect(busyOption.hasAttribute('data-combobox-disabled')).toBe(true);
    expect((await optionOf(welder.full_name)).hasAttribute('data-combobox-disabled')).toBe(false);
  });

  it('a search with no word in it (400) says to type one as the list’s message', async () => {
    mockApi('get', 'candidates/cv_search/', { status: 400, body: { q: ['Este campo es obligatorio'] } });
    const { choose, type } = renderPicker();
    choose(text('candidates.cv_search.in_cvs'));
    type('"" *');
    expect(
      await screen.findByText(text('candidates.cv_search.no_words'), {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(text('candidates.cv_search.empty'))).toBeNull();
  });

  it('switching back searches the details again, Active candidates only, for the same text', async () => {
    const list = mockApi('get', 'candidates/', paged([free]));
    const search = mockApi('get', 'candidates/cv_search/', paged([welder]));
    const { input, choose, type, optionOf } = renderPicker();
    choose(text('candidates.cv_search.in_cvs'));
    type('quintanilla');
    await optionOf(welder.full_name);
    expect(list.requests).toHaveLength(0);
    // the select empties its box when it loses the focus to the switch: the text comes back
    act(() => input.blur());
    expect(input.value).toBe('');
    choose(text('candidates.cv_search.in_details'));
    expect(input.placeholder).toBe(text('followup.assign.candidate_placeholder'));
    expect(input.value).toBe('quintanilla');
    await waitFor(() => expect(list.last.query).toMatchObject({ search: 'quintanilla', status: 'Active' }), {
      timeout: 5000,
    });
    act(() => input.focus());
    const option = await optionOf(free.full_name);
    expect(option.textContent).toBe(free.full_name);
    expect(screen.queryByText(welder.full_name, { exact: false })).toBeNull();
    expect(search.requests).toHaveLength(1);
  });
});
