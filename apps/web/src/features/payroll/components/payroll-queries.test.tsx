import type { Query, Server } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextKey } from '../../../lib/i18n';
import { paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { PayrollQueries } from './payroll-queries';

const t = text;

const server: Server = {
  id: 3,
  name: 'Nómina Tijuana',
  engine: 'postgres',
  instance: 'nomina.local',
  port: null,
  database: 'nomina',
  username: 'lector',
  status: true,
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  last_sync: null,
};

const makeQuery = (overrides: Partial<Query> = {}): Query => ({
  id: 11,
  server: 3,
  description: 'Plantilla por departamento',
  sql: 'select dept as department, count(*) as headcount from employees where company = :company group by 1',
  endpoint: 'headcount',
  timeout_seconds: 10,
  row_cap: 10000,
  status: true,
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  ...overrides,
});

/** The servers list: paged for a table, a plain array for selects (no `page`). */
const mockServers = () => mockApi('get', 'servers/', (req) => (req.query.page ? paged([server]) : [server]));

const dialog = () => screen.findByRole('dialog');
const field = (scope: HTMLElement, key: TextKey) => within(scope).getByLabelText(labelled(t(key)));

describe('payroll queries form', { timeout: 60_000 }, () => {
  it('creates a query and shows the server refusal of a non-SELECT on the SQL field', async () => {
    mockServers();
    mockApi('get', 'queries/', paged([makeQuery()]));
    let refuse = true;
    const create = mockApi('post', 'queries/', (req) =>
      refuse
        ? { status: 400, body: { sql: [t('validation.sql_select_only')] } }
        : { status: 201, body: makeQuery({ id: 12, ...(req.body as object) }) },
    );
    renderWithApp(<PayrollQueries />);
    expect(await screen.findByText('Plantilla por departamento')).toBeTruthy();
    expect(await screen.findByText('Nómina Tijuana')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('common.actions.new') }));
    const modal = await dialog();
    await pickOption(field(modal, 'settings.payroll.queries.server'), 'Nómina Tijuana');
    fireEvent.change(field(modal, 'settings.payroll.queries.description'), {
      target: { value: 'Rotación mensual' },
    });
    const sqlField = field(modal, 'settings.payroll.queries.sql');
    fireEvent.change(sqlField, { target: { value: 'delete from employees' } });
    fireEvent.change(field(modal, 'settings.payroll.queries.endpoint'), { target: { value: 'turnover' } });
    fireEvent.click(within(modal).getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.last.body).toEqual({
      server: 3,
      description: 'Rotación mensual',
      sql: 'delete from employees',
      endpoint: 'turnover',
      timeout_seconds: 10,
      row_cap: 10000,
      status: true,
    });
    await waitFor(() => expect(fieldError(sqlField)).toBe(t('validation.sql_select_only')));

    refuse = false;
    fireEvent.change(sqlField, {
      target: { value: "select to_char(hired_on, 'YYYY-MM') as period, count(*) as hired from employees" },
    });
    fireEvent.change(field(modal, 'settings.payroll.queries.timeout'), { target: { value: '30' } });
    fireEvent.click(within(modal).getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(create.requests).toHaveLength(2));
    expect(create.last.body).toMatchObject({ timeout_seconds: 30, endpoint: 'turnover' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs a query with parameters and shows its rows, the cap and the cache', async () => {
    mockServers();
    mockApi('get', 'queries/', paged([makeQuery()]));
    let missing = true;
    const run = mockApi('post', 'queries/run/', () =>
      missing
        ? { status: 400, body: { 'params.company': [t('validation.required')] } }
        : {
            columns: ['department', 'headcount'],
            rows: [
              { department: 'Ensamble', headcount: 12 },
              { department: 'Calidad', headcount: 3 },
            ],
            truncated: true,
            cached: true,
            synced_at: '2026-03-05T17:30:00.000Z',
          },
    );
    renderWithApp(<PayrollQueries />);
    await screen.findByText('Plantilla por departamento');
    fireEvent.click(
      screen.getByRole('button', { name: `${t('settings.payroll.queries.run')} Plantilla por departamento` }),
    );
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: t('settings.payroll.queries.run') }));
    await waitFor(() => expect(run.requests).toHaveLength(1));
    expect(run.last.body).toEqual({ id: 11, params: {} });
    expect(await within(modal).findByRole('alert')).toBeTruthy();
    expect(within(modal).getByRole('alert').textContent).toContain(t('validation.required'));

    missing = false;
    fireEvent.change(within(modal).getByLabelText(`${t('settings.payroll.queries.param_name')} 1`), {
      target: { value: 'company' },
    });
    fireEvent.change(within(modal).getByLabelText(`${t('settings.payroll.queries.param_value')} 1`), {
      target: { value: '4' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: t('settings.payroll.queries.add_param') }));
    fireEvent.change(within(modal).getByLabelText(`${t('settings.payroll.queries.param_name')} 2`), {
      target: { value: 'since' },
    });
    fireEvent.change(within(modal).getByLabelText(`${t('settings.payroll.queries.param_value')} 2`), {
      target: { value: '2026-01-01' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: t('settings.payroll.queries.run') }));
    await waitFor(() => expect(run.requests).toHaveLength(2));
    expect(run.last.body).toEqual({ id: 11, params: { company: 4, since: '2026-01-01' } });
    const table = await within(modal).findByRole('table', { name: t('settings.payroll.queries.result') });
    expect(within(table).getByText('department')).toBeTruthy();
    expect(within(table).getByText('Ensamble')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
    expect(within(modal).getByText(t('settings.payroll.queries.truncated', { count: 2 }))).toBeTruthy();
    expect(within(modal).getByText(t('settings.payroll.queries.cached'))).toBeTruthy();
  });

  it('deleting a query asks first', async () => {
    mockServers();
    mockApi('get', 'queries/', paged([makeQuery()]));
    const remove = mockApi('delete', 'queries/11/', { status: 204, body: null });
    renderWithApp(<PayrollQueries />);
    await screen.findByText('Plantilla por departamento');
    fireEvent.click(screen.getByRole('button', { name: `${t('common.actions.delete')} 11` }));
    const confirm = await screen.findByRole('dialog', { name: t('common.confirm.delete_title') });
    fireEvent.click(within(confirm).getByRole('button', { name: t('common.actions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.requests).toHaveLength(0);
  });
});
