import { formatDateTime } from '@rp/contract';
import type { AuditLog } from '@rp/contract/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paged } from '../../../test/factories';
import { mockApi, type SeenRequest } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { AuditLogList } from './audit-log-list';

const t = text;

const entry = (overrides: Partial<AuditLog>): AuditLog => ({
  id: 1,
  action: 'login',
  user: 7,
  user_name: 'Laura Gómez',
  target_type: 'users',
  target_id: 7,
  details: {},
  ip: '203.0.113.7',
  created_at: '2026-11-22T15:41:00.000Z',
  ...overrides,
});
const failed = entry({
  id: 2,
  action: 'login_failed',
  user: null,
  user_name: null,
  target_type: null,
  target_id: null,
  details: { username: 'intruso', reason: 'invalid_credentials' },
  ip: '198.51.100.4',
  created_at: '2026-11-22T15:40:00.000Z',
});
const roleChange = entry({
  id: 3,
  action: 'role_updated',
  target_type: 'roles',
  target_id: 4,
  details: { routes: { added: ['settings-cities'], removed: [] }, role: 'recruiter' },
});

let list: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'users/', [
    { id: 7, username: 'laura', first_name: 'Laura', last_name: 'Gómez' },
    { id: 8, username: 'pedro', first_name: null, last_name: null },
  ]);
  list = mockApi('get', 'audit-logs/', (request: SeenRequest) =>
    paged(
      [entry({}), failed, roleChange].filter(
        (row) =>
          (!request.query.action || row.action === request.query.action) &&
          (!request.query.user || row.user === Number(request.query.user)),
      ),
    ),
  );
});

const lastQuery = (expected: Record<string, string>) =>
  waitFor(() => expect(list.last.query).toMatchObject(expected), { timeout: 5000 });

describe('the audit log list', { timeout: 60_000 }, () => {
  it('lists entries newest first with date, action, user, target, address and details', async () => {
    renderWithApp(<AuditLogList />, { route: '/settings/audit_log' });
    await lastQuery({ page: '1', ordering: '-created_at' });
    const row = (await screen.findByText('198.51.100.4')).closest('tr') as HTMLElement;
    expect(within(row).getByText(t('settings.audit_log.actions.login_failed'))).toBeTruthy();
    expect(within(row).getByText(t('settings.audit_log.no_user'))).toBeTruthy();
    expect(within(row).getByText(formatDateTime(failed.created_at))).toBeTruthy();
    // details read as labelled values in the reader's language, never as raw JSON
    expect(within(row).getByText(`${t('settings.audit_log.details.username')}:`)).toBeTruthy();
    expect(within(row).getByText('intruso')).toBeTruthy();
    expect(within(row).getByText(t('settings.audit_log.reasons.invalid_credentials'))).toBeTruthy();
    expect(within(row).queryByText(/"username"/)).toBeNull();
    const roleRow = screen
      .getByText(`${t('settings.audit_log.targets.roles')} #4`)
      .closest('tr') as HTMLElement;
    expect(within(roleRow).getByText(t('settings.audit_log.actions.role_updated'))).toBeTruthy();
    expect(within(roleRow).getByText('Laura Gómez')).toBeTruthy();
    expect(within(roleRow).getByText(`${t('settings.audit_log.details.routes')}:`)).toBeTruthy();
    expect(within(roleRow).getByText('+ settings-cities')).toBeTruthy();
    expect(within(roleRow).getByText('recruiter')).toBeTruthy();
    // read-only: no create button, no row actions
    expect(screen.queryByRole('button', { name: new RegExp(t('common.actions.edit'), 'i') })).toBeNull();
  });

  it('filters by action and user on the server', async () => {
    renderWithApp(<AuditLogList />, { route: '/settings/audit_log' });
    await screen.findByText('198.51.100.4');
    await pickOption(
      screen.getByLabelText(t('settings.audit_log.fields.action'), { selector: 'input' }),
      t('settings.audit_log.actions.login_failed'),
    );
    await lastQuery({ action: 'login_failed', page: '1' });
    await waitFor(() => expect(screen.queryByText('203.0.113.7')).toBeNull());
    await pickOption(
      screen.getByLabelText(t('settings.audit_log.fields.user'), { selector: 'input' }),
      'Laura Gómez',
    );
    await lastQuery({ action: 'login_failed', user: '7', page: '1' });
  });
});
