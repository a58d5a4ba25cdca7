import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import { makeCompany, makeRole, makeSignedInUser, makeSite, post, type SignedIn } from '../../test/factories';

let t: TestApp;
let adminId: number;
/** A non-superuser who administers users (settings-users route). */
let manager: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  const session = await t.request({ method: 'POST', url: '/api/check_session/', token: t.adminToken });
  adminId = session.json().user.id;
  manager = await makeSignedInUser(t, { routes: ['settings-users', 'settings-users-id_user'] });
});
afterAll(async () => t?.close());

/** A seeded role's id by its short code. */
const roleId = async (short: string) => {
  const rows = (await t.request({ method: 'GET', url: '/api/roles/', token: t.adminToken })).json() as Array<{
    id: number;
    short: string;
  }>;
  const role = rows.find((r) => r.short === short);
  if (!role) throw new Error(`no role ${short}`);
  return role.id;
};
const ids = (list: Array<{ id: number }>) => list.map((u) => u.id);

const loginStatus = async (username: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/login/', payload: { username, password } })).statusCode;

describe('disabling users', () => {
  it('DELETE deactivates: the access token answers 401 at once, login and refresh fail; reactivate restores', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const login = await t.request({
      method: 'POST',
      url: '/api/login/',
      payload: { username: user.username, password: user.password },
    });
    const refreshToken = login.json().refresh_token;
    expect((await t.request({ method: 'GET', url: '/api/regions/', token: user.token })).statusCode).toBe(
      200,
    );

    const del = await t.request({
      method: 'DELETE',
      url: `/api/users/${user.user.id}/`,
      token: t.adminToken,
    });
    expect(del.statusCode).toBe(204);

    const after = await t.request({ method: 'GET', url: '/api/regions/', token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'La cuenta de usuario está desactivada.' });
    const login2 = await t.request({
      method: 'POST',
      url: '/api/login/',
      payload: { username: user.username, password: user.password },
      lang: 'en',
    });
    // the same answer as a wrong password (issue 27 #9): the reason is only in the audit log
    expect(login2.statusCode).toBe(400);
    expect(login2.json()).toMatchObject({ detail: 'Wrong username or password.' });
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/token-refresh/',
      payload: { refresh_token: refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const shown = await t.request({ method: 'GET', url: `/api/users/${user.user.id}/`, token: t.adminToken });
    expect(shown.json()).toMatchObject({ is_active: false });
    const inactive = await t.request({
      method: 'GET',
      url: `/api/users/?is_active=false&id=${user.user.id}`,
      token: t.adminToken,
    });
    expect(inactive.json()).toHaveLength(1);

    const back = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/reactivate/`,
      token: t.adminToken,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: user.user.id, is_active: true });
    expect(await loginStatus(user.username, user.password)).toBe(200);
    // tokens issued before the reactivation do not come back to life
    expect((await t.request({ method: 'GET', url: '/api/regions/', token: user.token })).statusCode).toBe(
      401,
    );
    const refreshedAfter = await t.request({
      method: 'POST',
      url: '/api/token-refresh/',
      payload: { refresh_token: refreshToken },
    });
    expect(refreshedAfter.statusCode).toBe(401);
  });

  it('reactivate/ ends the sessions issued before it', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const back = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/reactivate/`,
      token: t.adminToken,
    });
    expect(back.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/regions/', token: user.token })).statusCode).toBe(
      401,
    );
  });

  it('PUT is_active=false deactivates as DELETE does (never a silent 200); true reactivates', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const off = await t.request({
      method: 'PUT',
      url: `/api/users/${user.user.id}/`,
      payload: { is_active: false },
      token: manager.token,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false });
    const after = await t.request({ method: 'GET', url: '/api/regions/', token: user.token });
    expect(after.statusCode).toBe(401);
    expect(await loginStatus(user.username, user.password)).toBe(400);

    const on = await t.request({
      method: 'PUT',
      url: `/api/users/${user.user.id}/`,
      payload: { is_active: true },
      token: manager.token,
    });
    expect(on.json()).toMatchObject({ is_active: true });
    expect(await loginStatus(user.username, user.password)).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/regions/', token: user.token })).statusCode).toBe(
      401,
    );

    const self = await t.request({
      method: 'PUT',
      url: `/api/users/${manager.user.id}/`,
      payload: { is_active: false },
      token: manager.token,
    });
    expect(self.statusCode).toBe(409);
    const superuser = await t.request({
      method: 'PUT',
      url: `/api/users/${adminId}/`,
      payload: { is_active: false },
      token: manager.token,
    });
    expect(superuser.statusCode).toBe(403);
    expect(await loginStatus(adminCredentials.username, adminCredentials.password)).toBe(200);
  });

  it('cannot disable oneself (409), and a non-superuser cannot disable or reactivate a superuser (403)', async () => {
    const self = await t.request({ method: 'DELETE', url: `/api/users/${adminId}/`, token: t.adminToken });
    expect(self.statusCode).toBe(409);
    const bySettings = await t.request({
      method: 'DELETE',
      url: `/api/users/${adminId}/`,
      token: manager.token,
    });
    expect(bySettings.statusCode).toBe(403);
    expect(await loginStatus(adminCredentials.username, adminCredentials.password)).toBe(200);
    const reactivate = await t.request({
      method: 'POST',
      url: `/api/users/${adminId}/reactivate/`,
      token: manager.token,
    });
    expect(reactivate.statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed user id on the user actions', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      for (const action of ['reactivate', 'update_access', 'change_password']) {
        const res = await t.request({
          method: 'POST',
          url: `/api/users/${id}/${action}/`,
          payload:
            action === 'change_password'
              ? { password: 'password-123', confirm_password: 'password-123' }
              : {},
          token: t.adminToken,
        });
        expect(res.statusCode, `${action} ${id}: ${res.body}`).toBe(404);
      }
    }
  });

  it('needs the users settings route (403 otherwise)', async () => {
    const plain = await makeSignedInUser(t, { routes: ['index'] });
    for (const [method, url] of [
      ['GET', '/api/users/'],
      ['POST', `/api/users/${manager.user.id}/reactivate/`],
      ['POST', `/api/users/${manager.user.id}/update_access/`],
      ['DELETE', `/api/users/${manager.user.id}/`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
        token: plain.token,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
    }
  });
});

describe('change_password', () => {
  const change = (id: number, token: string, payload: Record<string, unknown>, lang?: 'en') =>
    t.request({ method: 'POST', url: `/api/users/${id}/change_password/`, payload, token, lang });

  it("one's own needs the current password (400 on mismatch)", async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const missing = await change(user.user.id, user.token, {
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
    const wrong = await change(
      user.user.id,
      user.token,
      { password: 'new-password-1', confirm_password: 'new-password-1', current_password: 'nope' },
      'en',
    );
    expect(wrong.json()).toEqual({ current_password: ['The current password is not correct.'] });
    const mismatch = await change(user.user.id, user.token, {
      password: 'new-password-1',
      confirm_password: 'new-password-2',
      current_password: user.password,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ confirm_password: ['Las contraseñas no coinciden'] });
    const short = await change(user.user.id, user.token, {
      password: 'short',
      confirm_password: 'short',
      current_password: user.password,
    });
    expect(short.json()).toEqual({ password: ['Mínimo 8 caracteres'] });

    const ok = await change(user.user.id, user.token, {
      password: 'new-password-1',
      confirm_password: 'new-password-1',
      current_password: user.password,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await loginStatus(user.username, user.password)).toBe(400);
    expect(await loginStatus(user.username, 'new-password-1')).toBe(200);
  });

  it("another user's needs the users settings route, not the current password", async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const other = await makeSignedInUser(t, { routes: ['index'] });
    const forbidden = await change(user.user.id, other.token, {
      password: 'hacked-password',
      confirm_password: 'hacked-password',
    });
    expect(forbidden.statusCode).toBe(403);

    const byManager = await change(user.user.id, manager.token, {
      password: 'reset-password-1',
      confirm_password: 'reset-password-1',
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await loginStatus(user.username, 'reset-password-1')).toBe(200);

    const superuser = await change(adminId, manager.token, {
      password: 'hacked-password',
      confirm_password: 'hacked-password',
    });
    expect(superuser.statusCode).toBe(403);
    expect(await loginStatus(adminCredentials.username, adminCredentials.password)).toBe(200);
  });
});

describe('update_access and lists', () => {
  it('replaces the lists sent and keeps the others; the user sees the new routes at once', async () => {
    const company = await makeCompany(t);
    const site = await makeSite(t, { company: company.id });
    const role = await makeRole(t, ['index', 'clients-targets']);
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/update_access/`,
      payload: { roles: [role.id], companies: [company.id], sites: [site.id] },
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      roles: [role.id],
      companies: [company.id],
      sites: [site.id],
      permissions: [],
    });
    const session = await t.request({ method: 'POST', url: '/api/check_session/', token: user.token });
    expect(session.json().user).toMatchObject({
      routes: ['clients-targets', 'index'],
      companies: [company.id],
      sites: [site.id],
    });

    const partial = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/update_access/`,
      payload: { sites: [] },
      token: t.adminToken,
    });
    expect(partial.json()).toMatchObject({ roles: [role.id], companies: [company.id], sites: [] });

    const badRef = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/update_access/`,
      payload: { roles: [999999] },
      token: t.adminToken,
    });
    expect(badRef.statusCode).toBe(400);
    const badType = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/update_access/`,
      payload: { roles: 'all' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(badType.json()).toEqual({ roles: ['Must be a list'] });
  });

  it('a non-superuser cannot change the access of a superuser', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${adminId}/update_access/`,
      payload: { roles: [] },
      token: manager.token,
    });
    expect(res.statusCode).toBe(403);
  });

  it('users/lists/ returns active users by role in the four lists', async () => {
    const company = await makeCompany(t);
    const recruiter = await makeSignedInUser(t, {
      companies: [company.id],
      over: { roles: [await roleId('recruiter')] },
    });
    const medical = await makeSignedInUser(t, {
      companies: [company.id],
      over: { roles: [await roleId('medical'), await roleId('hr_manager')] },
    });
    const gone = await makeSignedInUser(t, {
      companies: [company.id],
      over: { roles: [await roleId('recruiter')] },
    });
    await t.request({ method: 'DELETE', url: `/api/users/${gone.user.id}/`, token: t.adminToken });

    const res = await t.request({ method: 'GET', url: '/api/users/lists/', token: recruiter.token });
    expect(res.statusCode).toBe(200);
    const lists = res.json();
    expect(Object.keys(lists).sort()).toEqual(['hr_managers', 'medical', 'program_managers', 'recruiters']);
    expect(ids(lists.recruiters)).toContain(recruiter.user.id);
    expect(ids(lists.recruiters)).not.toContain(gone.user.id);
    expect(ids(lists.medical)).toContain(medical.user.id);
    expect(ids(lists.hr_managers)).toContain(medical.user.id);
    expect(lists.program_managers).toEqual([]);
    expect(lists.recruiters[0]).not.toHaveProperty('password');
    expect((await t.request({ method: 'GET', url: '/api/users/lists/' })).statusCode).toBe(401);
  });
});

describe("users/lists/: only colleagues of the caller's companies, e-mails only for user administrators", () => {
  let companyA: number;
  let companyB: number;
  let colleague: SignedIn;
  let stranger: SignedIn;
  let unplaced: SignedIn;
  let superRecruiter: SignedIn;
  beforeAll(async () => {
    companyA = (await makeCompany(t)).id;
    companyB = (await makeCompany(t)).id;
    const recruiter = [await roleId('recruiter')];
    colleague = await makeSignedInUser(t, { companies: [companyA, companyB], over: { roles: recruiter } });
    stranger = await makeSignedInUser(t, { companies: [companyB], over: { roles: recruiter } });
    unplaced = await makeSignedInUser(t, { over: { roles: recruiter } });
    superRecruiter = await makeSignedInUser(t, { over: { roles: recruiter, is_superuser: true } });
  });
  const listsOf = async (token: string) => {
    const res = await t.request({ method: 'GET', url: '/api/users/lists/', token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, Array<{ id: number; email: string | null }>>;
  };
  const recruiterOf = (lists: Record<string, Array<{ id: number; email: string | null }>>, id: number) =>
    lists.recruiters?.find((row) => row.id === id);

  it('a recruiter of company A sees the users of A and the superusers, not those of B only nor those of no company', async () => {
    const caller = await makeSignedInUser(t, {
      companies: [companyA],
      over: { roles: [await roleId('recruiter')] },
    });
    const lists = await listsOf(caller.token);
    expect(ids(lists.recruiters ?? [])).toEqual(
      expect.arrayContaining([caller.user.id, colleague.user.id, superRecruiter.user.id]),
    );
    expect(ids(lists.recruiters ?? [])).not.toContain(stranger.user.id);
    expect(ids(lists.recruiters ?? [])).not.toContain(unplaced.user.id);
  });

  it('a caller without companies sees only the superusers', async () => {
    const caller = await makeSignedInUser(t, { routes: ['index'] });
    const lists = await listsOf(caller.token);
    expect(ids(lists.recruiters ?? [])).toContain(superRecruiter.user.id);
    expect(ids(lists.recruiters ?? [])).not.toContain(colleague.user.id);
    expect(ids(lists.recruiters ?? [])).not.toContain(unplaced.user.id);
  });

  it('a superuser sees every active user of the role, with e-mails', async () => {
    const lists = await listsOf(t.adminToken);
    for (const user of [colleague, stranger, unplaced, superRecruiter])
      expect(recruiterOf(lists, user.user.id)?.email).toBe(user.user.email);
  });

  it('e-mails are null for a caller who does not administer users, shown for one who does', async () => {
    const recruiter = await makeSignedInUser(t, {
      companies: [companyB],
      over: { roles: [await roleId('recruiter')] },
    });
    const plain = await listsOf(recruiter.token);
    expect(recruiterOf(plain, stranger.user.id)).toBeDefined();
    expect((plain.recruiters ?? []).every((row) => row.email === null)).toBe(true);

    const administrator = await makeSignedInUser(t, {
      routes: ['settings-users', 'settings-users-id_user'],
      companies: [companyB],
    });
    const shown = await listsOf(administrator.token);
    expect(recruiterOf(shown, stranger.user.id)?.email).toBe(stranger.user.email);
    expect(recruiterOf(shown, stranger.user.id)?.email).toMatch(/@example\.com$/);
    // the administrator's pickers are scoped like everyone's: no user of A only
    expect(recruiterOf(shown, unplaced.user.id)).toBeUndefined();
  });
});

describe('superuser flag and user fields', () => {
  it('a non-superuser cannot create a superuser nor make itself one', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/api/users/',
      payload: {
        username: 'sneaky-root',
        password: 'Sneaky-root-42',
        first_name: 'S',
        last_name: 'R',
        is_superuser: true,
      },
      token: manager.token,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ detail: 'Solo un superusuario puede cambiar este campo.' });

    const self = await t.request({
      method: 'PUT',
      url: `/api/users/${manager.user.id}/`,
      payload: { is_superuser: true },
      token: manager.token,
    });
    expect(self.statusCode).toBe(403);
    const still = await t.request({ method: 'POST', url: '/api/check_session/', token: manager.token });
    expect(still.json().user.is_superuser).toBe(false);

    // sending the unchanged value is fine
    const same = await t.request({
      method: 'PUT',
      url: `/api/users/${manager.user.id}/`,
      payload: { is_superuser: false, first_name: 'Gestor' },
      token: manager.token,
    });
    expect(same.statusCode, same.body).toBe(200);

    const plain = await post(
      t,
      '/api/users/',
      { username: 'made-by-manager', password: 'Gestor-creado-42', first_name: 'M', last_name: 'B' },
      manager.token,
    );
    const promote = await t.request({
      method: 'PUT',
      url: `/api/users/${plain.id}/`,
      payload: { is_superuser: true },
      token: manager.token,
    });
    expect(promote.statusCode).toBe(403);
    const editAdmin = await t.request({
      method: 'PUT',
      url: `/api/users/${adminId}/`,
      payload: { first_name: 'Hacked' },
      token: manager.token,
    });
    expect(editAdmin.statusCode).toBe(403);

    // a superuser may
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/users/${plain.id}/`,
      payload: { is_superuser: true },
      token: t.adminToken,
    });
    expect(byAdmin.json()).toMatchObject({ is_superuser: true });
  });

  it('refuses a password on PUT (400 on the field, nothing changed)', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    for (const [lang, text] of [
      ['es', 'Cambiar contraseña'],
      ['en', 'Change password'],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${user.user.id}/`,
        payload: { last_name: 'Cambiado', password: 'Otra-Clave-Segura-2026' },
        token: t.adminToken,
        lang,
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { password: string[] }).password[0]).toContain(text);
    }
    const shown = await t.request({ method: 'GET', url: `/api/users/${user.user.id}/`, token: t.adminToken });
    expect(shown.json()).toMatchObject({ last_name: user.user.last_name });
    expect(await loginStatus(user.username, user.password)).toBe(200);
  });

  it('ignores dates on PUT and keeps the fields not sent', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${user.user.id}/`,
      payload: {
        last_name: 'Cambiado',
        last_login: null,
        date_joined: '2000-01-01',
      },
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      last_name: 'Cambiado',
      first_name: 'Usuario',
      roles: user.user.roles,
      email: user.user.email,
      date_joined: user.user.date_joined,
    });
    expect(await loginStatus(user.username, user.password)).toBe(200);
  });

  it('usernames are unique in any case', async () => {
    const user = await makeSignedInUser(t);
    const clash = await t.request({
      method: 'POST',
      url: '/api/users/',
      payload: {
        username: user.username.toUpperCase(),
        password: 'Clash-password-42',
        first_name: 'A',
        last_name: 'B',
      },
      token: t.adminToken,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ username: ['Ya existe un registro con este valor'] });
    const other = await makeSignedInUser(t);
    const rename = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}/`,
      payload: { username: user.username },
      token: t.adminToken,
    });
    expect(rename.statusCode).toBe(400);
    const keep = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}/`,
      payload: { username: other.username },
      token: t.adminToken,
    });
    expect(keep.statusCode).toBe(200);
  });
});

describe('weak passwords are refused on every path that sets one (issue 10 #9)', () => {
  const weak = [
    ['12345678', 'Contraseña demasiado fácil de adivinar: es de las más usadas o se parece a una de ellas.'],
    ['password', 'Contraseña demasiado fácil de adivinar: es de las más usadas o se parece a una de ellas.'],
    ['        ', 'Contraseña demasiado fácil de adivinar: repite caracteres o grupos (aaa, abcabc).'],
    [
      'qwertyuiop',
      'Contraseña demasiado fácil de adivinar: es de las más usadas o se parece a una de ellas.',
    ],
  ] as const;

  it('users create: common, trivial and own-data passwords answer 400 saying why (es/en)', async () => {
    for (const [password, message] of weak) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/',
        payload: { username: 'weak.one', password, first_name: 'W', last_name: 'O' },
        token: t.adminToken,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ password: [message] });
    }
    const same = await t.request({
      method: 'POST',
      url: '/api/users/',
      payload: {
        username: 'rosa.maria.lopez',
        password: 'Rosa.Maria.Lopez',
        first_name: 'Rosa',
        last_name: 'L',
      },
      token: t.adminToken,
      lang: 'en',
    });
    expect(same.json()).toEqual({
      password: ['The password cannot be your username, your name or your e-mail.'],
    });
    const en = await t.request({
      method: 'POST',
      url: '/api/users/',
      payload: { username: 'weak.two', password: 'password', first_name: 'W', last_name: 'T' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(en.json()).toEqual({
      password: [
        'This password is too easy to guess: it is one of the most used passwords or looks like one.',
      ],
    });
  });

  it('a known word with digits or symbols around it is refused whatever its score (issue 27 #10)', async () => {
    const pattern = {
      es: 'Contraseña demasiado fácil de adivinar: es una palabra conocida con números o símbolos alrededor (como Demo1234!); use varias palabras poco comunes.',
      en: 'This password is too easy to guess: it is a known word with digits or symbols around it (like Demo1234!); use several uncommon words.',
    };
    // the demo seed's password, the company, a city: the estimator scores them 3 of 4
    for (const password of ['Demo1234!', 'Tecma2024!', 'Monterrey2024!', '!Admin2025']) {
      for (const lang of ['es', 'en'] as const) {
        const res = await t.request({
          method: 'POST',
          url: '/api/users/',
          payload: { username: 'pattern.one', password, first_name: 'P', last_name: 'O' },
          token: t.adminToken,
          lang,
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toEqual({ password: [pattern[lang]] });
      }
    }
    // the classic composition-rule answers the estimator already refuses as common
    for (const password of ['Password1!', 'Qwerty123!']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/',
        payload: { username: 'pattern.one', password, first_name: 'P', last_name: 'O' },
        token: t.adminToken,
      });
      expect(res.statusCode, password).toBe(400);
    }
    // a phrase of several words, or a word with a long random tail, still passes
    for (const [username, password] of [
      ['pattern.two', 'Flor-de-cempasuchil-9'],
      ['pattern.three', 'Chihuahua#8271946!'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/',
        payload: { username, password, first_name: 'P', last_name: 'T' },
        token: t.adminToken,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('change_password (own and by an admin) refuses them too', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    const own = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/change_password/`,
      payload: { password: '12345678', confirm_password: '12345678', current_password: user.password },
      token: user.token,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ password: [weak[0][1]] });
    const byAdmin = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/change_password/`,
      payload: { password: user.username, confirm_password: user.username },
      token: t.adminToken,
    });
    expect(byAdmin.json()).toEqual({
      password: ['La contraseña no puede ser su usuario, su nombre ni su correo.'],
    });
    const demo = await t.request({
      method: 'POST',
      url: `/api/users/${user.user.id}/change_password/`,
      payload: { password: 'Demo1234!', confirm_password: 'Demo1234!' },
      token: t.adminToken,
    });
    expect(demo.statusCode).toBe(400);
    expect(await loginStatus(user.username, user.password)).toBe(200);
  });
});
