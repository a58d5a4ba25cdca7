import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { BlacklistInProcess } from './blacklist-in-process';

const t = text;
const process = (status: string, over: Record<string, unknown> = {}) => ({
  type: 'requeriment',
  id: 90,
  requeriment: 12,
  vacancy: null,
  code: 'REQ-2026-12',
  company: 3,
  company_name: 'Tecma Norte',
  position: 'Operador',
  status,
  created_at: '2026-11-20T17:30:00.000Z',
  hired_at: null,
  ...over,
});

function Harness(props: { onChange: (value: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <BlacklistInProcess
      candidate={501}
      closeOpen={checked}
      onCloseOpenChange={(value) => {
        setChecked(value);
        props.onChange(value);
      }}
    />
  );
}

describe('add to the blacklist: a candidate in process (issue 26)', { timeout: 60_000 }, () => {
  it('names the open processes, counts those elsewhere and offers to close them', async () => {
    const history = mockApi('get', 'candidates/get_applications_history/', {
      data: [
        process('Pending'),
        process('Accepted', { type: 'vacancy', id: 91, requeriment: null, vacancy: 4, code: 'SHE-2026-4' }),
        process('Hired', { id: 92, code: 'REQ-2025-1' }),
      ],
      in_process_elsewhere: 1,
    });
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    const notice = await screen.findByTestId('blacklist-in-process');
    expect(history.last.query).toEqual({ candidate: '501' });
    expect(notice.textContent).toContain(t('blacklist.form.in_process', { count: 2 }));
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      t('blacklist.form.process_requeriment', {
        code: 'REQ-2026-12',
        company: 'Tecma Norte',
        position: 'Operador',
        status: t('common.enums.follow_up_status.Pending'),
      }),
      t('blacklist.form.process_vacancy', {
        code: 'SHE-2026-4',
        company: 'Tecma Norte',
        position: 'Operador',
        status: t('common.enums.follow_up_status.Accepted'),
      }),
    ]);
    expect(notice.textContent).toContain(t('blacklist.form.in_process_elsewhere', { count: 1 }));
    const box = within(notice).getByRole('checkbox', { name: t('blacklist.form.close_open_processes') });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(box).toHaveProperty('checked', true);
  });

  it('says nothing for a candidate in no open process', async () => {
    const history = mockApi('get', 'candidates/get_applications_history/', {
      data: [process('Hired'), process('Rejected', { id: 93 })],
      in_process_elsewhere: 0,
    });
    renderWithApp(<Harness onChange={() => {}} />);
    await waitFor(() => expect(history.requests).toHaveLength(1));
    expect(screen.queryByTestId('blacklist-in-process')).toBeNull();
  });
});
