import type { Server } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextKey } from '../../../lib/i18n';
import { paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { PayrollServers } from './payroll-servers';

const t = text;

const makeServer = (overrides: Partial<Server> = {}): Server => ({
  id: 7,
  name: 'Nómina Tijuana',
  engine: 'mysql',
  instance: 'nomina.local',
  port: null,
  database: 'nomina',
  username: 'lector',
  status: true,
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  last_sync: null,
  ...overrides,
});

const dialog = () => screen.findByRole('dialog');
const field = (scope: HTMLElement, key: TextKey) => within(scope).getByLabelText(labelled(t(key)));

describe('payroll servers form', { timeout: 60_000 }, () => {
  it('creates a server with engine, port and password', async () => {
    mockApi('get', 'servers/', paged([makeServer()]));
    const create = mockApi('post', 'servers/', (req) => ({
      status: 201,
      body: makeServer({ id: 8, ...(req.body as object) }),
    }));
    renderWithApp(<PayrollServers />);
    expect(await screen.findByText('Nómina Tijuana')).toBeTruthy();
    expect(screen.getByText('MySQL / MariaDB')).toBeTruthy();
    expect(screen.getByText(t('settings.payroll.servers.never'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('common.actions.new') }));
    const modal = await dialog();
    // the password is required for a new server: nothing is sent without it
    fireEvent.change(field(modal, 'common.fields.name'), { target: { value: 'Nómina Juárez' } });
    await pickOption(field(modal, 'settings.payroll.servers.engine'), 'SQL Server');
    // an empty port is the engine's default, shown as the placeholder
    expect(field(modal, 'settings.payroll.servers.port').getAttribute('placeholder')).toBe('1433');
    fireEvent.change(field(modal, 'settings.payroll.servers.instance'), {
      target: { value: 'sql01\\NOMINA' },
    });
    fireEvent.change(field(modal, 'settings.payroll.servers.port'), { target: { value: '1444' } });
    fireEvent.change(field(modal, 'settings.payroll.servers.database'), { target: { value: 'rh' } });
    fireEvent.change(field(modal, 'settings.payroll.servers.username'), { target: { value: 'lector' } });
    fireEvent.click(within(modal).getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(fieldError(field(modal, 'settings.payroll.servers.password'))).toBeTruthy());
    expect(create.requests).toHaveLength(0);

    fireEvent.change(field(modal, 'settings.payroll.servers.password'), { target: { value: 'S3creta!' } });
    fireEvent.click(within(modal).getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.last.body).toEqual({
      name: 'Nómina Juárez',
      engine: 'mssql',
      instance: 'sql01\\NOMINA',
      port: 1444,
      database: 'rh',
      username: 'lector',
      password: 'S3creta!',
      status: true,
    });
  });

  it('edits without showing the password: left empty it is not sent; tests the connection', async () => {
    mockApi('get', 'servers/', paged([makeServer({ last_sync: '2026-03-05T17:30:00.000Z' })]));
    const update = mockApi('put', 'servers/7/', (req) => makeServer(req.body as Partial<Server>));
    let ok = true;
    const test = mockApi('post', 'servers/test_connection/', () =>
      ok
        ? { ok: true, message: null, ms: 12, account_warning: false, account_risks: [] }
        : {
            ok: false,
            message: 'No se pudo conectar con el servidor de nómina.',
            ms: 3,
            account_warning: false,
            account_risks: [],
          },
    );
    renderWithApp(<PayrollServers />);
    expect(await screen.findByText('05/03/2026 17:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${t('common.actions.edit')} 7` }));
    const modal = await dialog();
    const password = field(modal, 'settings.payroll.servers.password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(within(modal).getByText(t('settings.payroll.servers.password_keep'))).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: t('settings.payroll.servers.test') }));
    expect(await within(modal).findByText(t('settings.payroll.servers.test_ok', { ms: 12 }))).toBeTruthy();
    expect(test.last.body).toEqual({ id: 7 });
    // a read-only account: no warning
    expect(within(modal).queryByText(t('settings.payroll.servers.account_warning'))).toBeNull();
    ok = false;
    fireEvent.click(within(modal).getByRole('button', { name: t('settings.payroll.servers.test') }));
    expect(
      await within(modal).findByText(
        t('settings.payroll.servers.test_failed', {
          message: 'No se pudo conectar con el servidor de nómina.',
        }),
      ),
    ).toBeTruthy();

    fireEvent.change(field(modal, 'settings.payroll.servers.database'), { target: { value: 'nomina2' } });
    fireEvent.click(within(modal).getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.last.body).not.toHaveProperty('password');
    expect(update.last.body).toMatchObject({ database: 'nomina2', port: null, engine: 'mysql' });
  });

  it('the row action tests the connection; deleting asks first', async () => {
    mockApi('get', 'servers/', paged([makeServer()]));
    mockApi('post', 'servers/test_connection/', {
      ok: true,
      message: null,
      ms: 40,
      account_warning: true,
      account_risks: ['superuser', 'read_files'],
    });
    const remove = mockApi('delete', 'servers/7/', { status: 204, body: null });
    renderWithApp(<PayrollServers />);
    await screen.findByText('Nómina Tijuana');
    fireEvent.click(
      screen.getByRole('button', { name: `${t('settings.payroll.servers.test')} Nómina Tijuana` }),
    );
    expect(await screen.findByText(t('settings.payroll.servers.test_ok', { ms: 40 }))).toBeTruthy();
    // an account that can do more than read is flagged, with what it can do
    expect(screen.getByText(t('settings.payroll.servers.account_warning'))).toBeTruthy();
    expect(screen.getByText(t('settings.payroll.servers.account_risks.superuser'))).toBeTruthy();
    expect(screen.getByText(t('settings.payroll.servers.account_risks.read_files'))).toBeTruthy();
    fireEvent.keyDown(await dialog(), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: `${t('common.actions.delete')} 7` }));
    const confirm = await screen.findByRole('dialog', { name: t('common.confirm.delete_title') });
    expect(remove.requests).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: t('common.actions.delete') }));
    await waitFor(() => expect(remove.requests).toHaveLength(1));
  });
});
