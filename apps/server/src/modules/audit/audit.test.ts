import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import { makeCandidate, makeRole, makeSignedInUser, type SignedIn } from '../../test/factories';
import { writeAudit } from './audit.service';

let t: TestApp;
let adminId: number;
/** A non-superuser who administers users and roles. */
let manager: SignedIn;
const ip = '203.0.113.7';

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await t.request({ method: 'POST', url: '/api/check_session/', token: t.adminToken })).json().user
    .id;
  manager = await makeSignedInUser(t, {
    routes: ['settings-users', 'settings-users-id_user', 'settings-roles'],
  });
});
afterAll(async () => t?.close());

/** The audit rows `act` writes (ids above the last one before it). */
async function rowsOf(act: () => Promise<unknown>) {
  const [last] = await t.database.db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .orderBy(desc(auditLogs.id))
    .limit(1);
  await act();
  return t.database.db
    .select()
    .from(auditLogs)
    .where(gt(auditLogs.id, last?.id ?? 0))
    .orderBy(auditLogs.id);
}

const asAdmin = (opts: Parameters<TestApp['request']>[0]) =>
  t.request({ token: t.adminToken, remoteAddress: ip, ...opts });
/** A sign-in through the login endpoint from the test's address. */
const signInFrom = (payload: { username: string; password: string }) =>
  t.request({ method: 'POST', url: '/api/login/', payload, remoteAddress: ip });

describe('what the audit log records', () => {
  it('a sign-in: one row with the user and the address', async () => {
    const rows = await rowsOf(async () => {
      const res = await signInFrom(adminCredentials);
      expect(res.statusCode).toBe(200);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'login',
      user: adminId,
      target_type: 'users',
      target_id: adminId,
      ip,
    });
    expect(Date.now() - new Date(rows[0]?.created_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('a failed sign-in: no user, the username tried, never the password', async () => {
    const rows = await rowsOf(async () => {
      const res = await signInFrom({ username: 'nadie-existe', password: 'Secreta-Clave-99' });
      expect(res.statusCode).toBe(400);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'login_failed',
      user: null,
      target_id: null,
      ip,
      details: { username: 'nadie-existe', reason: 'invalid_credentials' },
    });
    expect(JSON.stringify(rows[0])).not.toContain('Secreta-Clave-99');
  });

  it('a disabled account answers as a wrong password; only the audit row tells why (issue 27 #9)', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const disabled = await asAdmin({ method: 'DELETE', url: `/api/users/${user.user.id}/` });
    expect(disabled.statusCode).toBe(204);
    const answers: Array<{ status: number; body: unknown }> = [];
    const rows = await rowsOf(async () => {
      for (const password of [user.password, 'Otra-Clave-Mala-42']) {
        const res = await signInFrom({ username: user.username, password });
        answers.push({ status: res.statusCode, body: res.json() });
      }
    });
    // the right password and a wrong one get the very same answer
    expect(answers[0]).toEqual({
      status: 400,
      body: { detail: 'Usuario o contraseña incorrectos.', app_status: 1 },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(rows.map((row) => row.details)).toEqual([
      { username: user.username, reason: 'inactive' },
      { username: user.username, reason: 'invalid_credentials' },
    ]);
    expect(rows.every((row) => row.action === 'login_failed' && row.target_id === user.user.id)).toBe(true);
  });

  it("a role's routes and permissions edited: one row with what was added and removed", async () => {
    const role = await makeRole(t, ['index', 'settings-regions'], { permissions: ['view_candidate'] });
    const rows = await rowsOf(async () => {
      const res = await asAdmin({
        method: 'PATCH',
        url: `/api/roles/${role.id}/`,
        payload: { routes: ['index', 'settings-cities'], permissions: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'role_updated',
      user: adminId,
      target_type: 'roles',
      target_id: role.id,
      ip,
      details: {
        routes: { added: ['settings-cities'], removed: ['settings-regions'] },
        permissions: { added: [], removed: ['view_candidate'] },
      },
    });
  });

  it("a user's roles changed (PUT and update_access), disabled and reactivated: one row each", async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const role = await makeRole(t, ['index']);
    const viaPut = await rowsOf(() =>
      asAdmin({ method: 'PATCH', url: `/api/users/${user.user.id}/`, payload: { roles: [role.id] } }),
    );
    expect(viaPut).toHaveLength(1);
    expect(viaPut[0]).toMatchObject({
      action: 'user_access_changed',
      user: adminId,
      target_type: 'users',
      target_id: user.user.id,
      ip,
      details: { roles: { added: [role.id], removed: user.user.roles } },
    });

    const viaAction = await rowsOf(() =>
      t.request({
        method: 'POST',
        url: `/api/users/${user.user.id}/update_access/`,
        payload: { roles: [] },
        token: manager.token,
        remoteAddress: ip,
      }),
    );
    expect(viaAction).toHaveLength(1);
    expect(viaAction[0]).toMatchObject({
      action: 'user_access_changed',
      user: manager.user.id,
      details: { roles: { added: [], removed: [role.id] } },
    });
    // the same roles again change nothing: no row
    expect(
      await rowsOf(() =>
        asAdmin({ method: 'POST', url: `/api/users/${user.user.id}/update_access/`, payload: { roles: [] } }),
      ),
    ).toHaveLength(0);

    const disabled = await rowsOf(() => asAdmin({ method: 'DELETE', url: `/api/users/${user.user.id}/` }));
    expect(disabled.map((r) => [r.action, r.target_id, r.ip])).toEqual([['user_disabled', user.user.id, ip]]);
    const reactivated = await rowsOf(() =>
      asAdmin({ method: 'POST', url: `/api/users/${user.user.id}/reactivate/` }),
    );
    expect(reactivated.map((r) => [r.action, r.target_id])).toEqual([['user_reactivated', user.user.id]]);
    const viaFlag = await rowsOf(() =>
      asAdmin({ method: 'PATCH', url: `/api/users/${user.user.id}/`, payload: { is_active: false } }),
    );
    expect(viaFlag.map((r) => r.action)).toEqual(['user_disabled']);
  });

  it('a refused change writes no row (same transaction)', async () => {
    const role = await makeRole(t, ['index']);
    await makeSignedInUser(t, { over: { roles: [role.id] } });
    // the role is in use: 409, nothing deleted, nothing recorded
    const refusedDelete = await rowsOf(async () => {
      const res = await asAdmin({ method: 'DELETE', url: `/api/roles/${role.id}/` });
      expect(res.statusCode).toBe(409);
    });
    expect(refusedDelete).toHaveLength(0);
    // disabling oneself is refused: the roles sent with it are not recorded either
    const refusedUpdate = await rowsOf(async () => {
      const res = await asAdmin({
        method: 'PATCH',
        url: `/api/users/${adminId}/`,
        payload: { is_active: false, roles: [role.id] },
      });
      expect(res.statusCode).toBe(409);
    });
    expect(refusedUpdate).toHaveLength(0);
    // a row written in a transaction that then fails goes with it
    const rolledBack = await rowsOf(() =>
      t.database.db
        .transaction(async (tx) => {
          await writeAudit(tx, { action: 'role_deleted', user: adminId, ip });
          throw new Error('refused');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toHaveLength(0);
  });

  it('an export of candidate data: one row with the format and the filter names, not their values', async () => {
    await makeCandidate(t);
    const rows = await rowsOf(async () => {
      const res = await asAdmin({ method: 'GET', url: '/api/candidates/export/?search=PELJ900101HDFRRN09' });
      expect(res.statusCode).toBe(200);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'candidates_exported',
      user: adminId,
      target_type: 'candidates',
      ip,
      details: { resource: 'candidates', format: 'xlsx', filters: ['search'] },
    });
    expect(JSON.stringify(rows[0])).not.toContain('PELJ900101HDFRRN09');
    // other exports are not recorded
    expect(await rowsOf(() => asAdmin({ method: 'GET', url: '/api/regions/export/' }))).toHaveLength(0);
  });
});

describe('api/audit-logs/', () => {
  it('superusers only; read-only', async () => {
    const list = await t.request({ method: 'GET', url: '/api/audit-logs/', token: manager.token });
    expect(list.statusCode).toBe(403);
    const create = await asAdmin({ method: 'POST', url: '/api/audit-logs/', payload: { action: 'login' } });
    expect(create.statusCode).toBe(405);
    const [any] = await t.database.db.select({ id: auditLogs.id }).from(auditLogs).limit(1);
    const del = await asAdmin({ method: 'DELETE', url: `/api/audit-logs/${any?.id}/` });
    expect(del.statusCode).toBe(405);
  });

  it('lists newest first, filtered by action, user, date range and search', async () => {
    await signInFrom({ username: 'buscado-x', password: 'no-es-esta-1' });
    const all = (await asAdmin({ method: 'GET', url: '/api/audit-logs/?page=1' })).json();
    expect(all.elements).toBeGreaterThan(3);
    const times = all.data.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const failed = (
      await asAdmin({ method: 'GET', url: '/api/audit-logs/?action=login_failed&page=1' })
    ).json();
    expect(failed.data.every((r: { action: string }) => r.action === 'login_failed')).toBe(true);
    expect(failed.data[0]).toMatchObject({ user: null, user_name: null, details: { username: 'buscado-x' } });

    const byManager = (
      await asAdmin({ method: 'GET', url: `/api/audit-logs/?user=${manager.user.id}&page=1` })
    ).json();
    expect(byManager.elements).toBeGreaterThan(0);
    expect(byManager.data.every((r: { user: number }) => r.user === manager.user.id)).toBe(true);
    expect(byManager.data[0].user_name).toBe('Usuario Prueba');

    const future = (
      await asAdmin({ method: 'GET', url: '/api/audit-logs/?created_at__gte=2999-01-01T00:00:00Z&page=1' })
    ).json();
    expect(future.elements).toBe(0);
    const past = (
      await asAdmin({
        method: 'GET',
        url: '/api/audit-logs/?created_at__lte=2999-01-01T00:00:00Z&page_size=1&page=1',
      })
    ).json();
    expect(past.elements).toBe(all.elements);
    expect(past.data).toHaveLength(1);

    const found = (await asAdmin({ method: 'GET', url: '/api/audit-logs/?search=buscado-x&page=1' })).json();
    expect(found.elements).toBe(1);
    // an action that does not exist is a mistake to report, not an empty log
    const unknown = await asAdmin({ method: 'GET', url: '/api/audit-logs/?action=nope&page=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ action: ['Filtro no válido: action'] });
  });
});
