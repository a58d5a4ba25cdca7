import type { WeeklySummaryRow } from '@rp/contract/entities';
import { isStatusCounter, statusCounterLabelKey } from '@rp/contract/status-labels';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { SummaryTable } from './summary-table';

const t = i18n.t.bind(i18n);

const row = (over: Partial<WeeklySummaryRow>): WeeklySummaryRow => ({
  company: 1,
  company_name: 'Acme',
  year: 2026,
  week: 10,
  total_positions: 0,
  accepted: 0,
  hired: 0,
  rejected: 0,
  not_attend: 0,
  open: 0,
  canceled: 0,
  fill_rate: null,
  ...over,
});

const footer = () => {
  const cells = document.querySelectorAll('tfoot th, tfoot td');
  return [...cells].map((cell) => cell.textContent?.trim() ?? '');
};

describe('weekly summary table (docs/domain.md#fill-rate)', { timeout: 30_000 }, () => {
  it('shows the contract’s columns and rates the summed counts in the totals row', async () => {
    // 2 of 3 (66.7 %) and 1 of 6 (16.7 %): the mean of the rates would be 41.7 %, the sums give 3 of 9
    renderWithApp(
      <SummaryTable
        isFetching={false}
        rows={[
          row({
            company: 1,
            company_name: 'Acme',
            total_positions: 3,
            hired: 2,
            fill_rate: 66.7,
          }),
          row({
            company: 2,
            company_name: 'Beta',
            total_positions: 6,
            hired: 1,
            fill_rate: 16.7,
          }),
        ]}
      />,
    );
    await screen.findByRole('table');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    expect(headers).toEqual(
      (
        [
          'company_name',
          'week',
          'total_positions',
          'accepted',
          'hired',
          'rejected',
          'not_attend',
          'open',
          'canceled',
          'fill_rate',
        ] as const
      ).map((key) => t(isStatusCounter(key) ? statusCounterLabelKey(key) : `summary.columns.${key}`)),
    );
    expect(footer()).toEqual([t('summary.totals'), '', '9', '0', '3', '0', '0', '0', '0', '33.3%']);
    // what requested counts is said on screen
    expect(screen.getByText(t('summary.requested_note'))).toBeTruthy();
  });

  it('computes the totals row from its own columns: its rate is its hired over its requested', async () => {
    renderWithApp(
      <SummaryTable
        isFetching={false}
        rows={[
          row({ company: 1, total_positions: 128, hired: 60, canceled: 8, fill_rate: 46.9 }),
          row({ company: 2, company_name: 'Beta', total_positions: 100, hired: 40, fill_rate: 40 }),
        ]}
      />,
    );
    await screen.findByRole('table');
    // 100 of 228 requested (the 8 cancelled positions apart) is 43.9 %
    expect(footer()).toEqual([t('summary.totals'), '', '228', '0', '100', '0', '0', '0', '8', '43.9%']);
  });

  it('shows "—" where nothing was requested', async () => {
    renderWithApp(
      <SummaryTable isFetching={false} rows={[row({ total_positions: 0, canceled: 2, hired: 0 })]} />,
    );
    const table = await screen.findByRole('table');
    const [, body] = within(table).getAllByRole('rowgroup');
    expect(within(body as HTMLElement).getByText('—')).toBeTruthy();
    expect(footer().at(-1)).toBe('—');
  });
});
