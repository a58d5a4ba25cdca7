import { clas, type MedicalStatus } from '@rp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, roles } from '../../db/schema/index';
import { seed } from '../../db/seed/seed';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeRequirement,
  makeSignedInUser,
  seedIds,
  unique,
} from '../../test/factories';

/**
 * The medical pre-hire gate (docs/domain.md#pre-hire-medical-gate, both processes) and the permissions of the follow-up actions
 * (docs/domain.md#statuses-and-transitions: `process_candidates`, `medical_service`) — issue 10 finding 11.
 */

let t: TestApp;
let rejectReason: number;

beforeAll(async () => {
  t = await buildTestApp();
  rejectReason = (await seedIds(t)).catalog(clas.rejectReasons);
});
afterAll(async () => t?.close());

type Opts = { token?: string; lang?: 'es' | 'en' };
const rc = (action: string, body: Body, opts: Opts = {}) =>
  t.request({
    method: 'POST',
    url: `/api/requeriment-candidates/${action}/`,
    payload: body,
    token: opts.token ?? t.adminToken,
    lang: opts.lang,
  });

type Req = ApiRow & { items: ApiRow[] };

async function assign(item: unknown, token?: string) {
  const res = await rc(
    'assign_candidate',
    {
      requeriment: item,
      candidate: (await makeCandidate(t)).id,
      interview_date: '2026-03-05',
      interview_time: '09:30',
    },
    { token },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApiRow;
}

/** An Accepted assignment whose medical fields are set by the admin (null status = unset). */
async function accepted(
  medical?: { require_medical: boolean; medical_status: MedicalStatus | null },
  company?: number,
) {
  const req = (await makeRequirement(t, { quantity: 5, ...(company ? { company } : {}) })) as Req;
  const row = await assign(req.items[0]?.id);
  expect((await rc('close_candidate', { id: row.id, status: 'Accepted' })).statusCode).toBe(200);
  if (medical) {
    const res = await rc('update_medical_service', { id: row.id, ...medical, medical_notes: 'Examen' });
    expect(res.statusCode, res.body).toBe(200);
  }
  return row;
}

const hire = (id: unknown, opts?: Opts) =>
  rc('close_candidate', { id, status: 'Hired', employee_code: unique('E') }, opts);

describe('pre-hire gate (docs/domain.md)', () => {
  it.each(['not_recommended', 'pending', 'not_required', null] as const)(
    'refuses Hired (409) while the exam is required and its result is %s',
    async (status) => {
      const row = await accepted({ require_medical: true, medical_status: status });
      const res = await hire(row.id, { lang: 'en' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toMatch(/medical exam/);
      const read = (
        await t.request({ method: 'GET', url: `/api/requeriment-candidates/${row.id}/`, token: t.adminToken })
      ).json();
      expect(read.status).toBe('Accepted');
      expect(read.hired_at).toBeNull();
    },
  );

  it('names the medical exam in Spanish too', async () => {
    const row = await accepted({ require_medical: true, medical_status: 'not_recommended' });
    const res = await hire(row.id, { lang: 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/examen médico/);
    expect(res.json().detail).toMatch(/No recomendado/);
  });

  it.each(['recommended', 'conditioned'] as const)('hires with a %s result', async (status) => {
    const row = await accepted({ require_medical: true, medical_status: status });
    expect((await hire(row.id)).statusCode).toBe(200);
  });

  it('hires when the exam is not required, whatever the result', async () => {
    expect((await hire((await accepted()).id)).statusCode).toBe(200);
    const notRequired = await accepted({ require_medical: false, medical_status: 'not_recommended' });
    expect((await hire(notRequired.id)).statusCode).toBe(200);
  });

  it('bulk close is all or nothing: hiring stays one by one and a gated row moves nothing', async () => {
    const company = (await makeCompany(t)).id;
    const gated = await accepted({ require_medical: true, medical_status: 'not_recommended' }, company);
    const clear = await accepted({ require_medical: true, medical_status: 'recommended' }, company);
    const bulk = await rc('close_massive_candidate', {
      ids: [gated.id, clear.id],
      status: 'Hired',
      employee_code: unique('E'),
    });
    expect(bulk.statusCode).toBe(400);
    for (const id of [gated.id, clear.id]) {
      const read = await t.request({
        method: 'GET',
        url: `/api/requeriment-candidates/${id}/`,
        token: t.adminToken,
      });
      expect(read.json().status).toBe('Accepted');
    }
  });
});

describe('follow-up permissions (docs/domain.md)', () => {
  const followUpRoutes = [
    'requeriments-direct',
    'requeriments-direct-status',
    'requeriments-direct-status-accepted',
  ];

  async function roleId(short: string) {
    const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.short, short));
    if (!row) throw new Error(`no seeded role ${short}`);
    return row.id;
  }

  it('the seeds give the medical role only medical_service and the recruiting roles process_candidates', async () => {
    const seeded = await t.database.db
      .select({ short: roles.short, permissions: roles.permissions })
      .from(roles)
      .where(inArray(roles.short, ['recruiter', 'hiring_manager', 'hr_manager', 'medical', 'op_machine']));
    const byShort = Object.fromEntries(seeded.map((r) => [r.short, r.permissions]));
    expect(byShort).toEqual({
      recruiter: ['process_candidates'],
      hiring_manager: ['process_candidates'],
      hr_manager: ['process_candidates'],
      medical: ['medical_service'],
      op_machine: [],
    });
    const seededPermissions = await t.database.db.select({ short: permissions.short }).from(permissions);
    expect(seededPermissions.map((p) => p.short)).toEqual(
      expect.arrayContaining(['process_candidates', 'medical_service']),
    );
  });

  it('an existing database gets the permissions on its seeded roles once, never over a saved list', async () => {
    const db = t.database.db;
    await db.update(roles).set({ permissions: null }).where(eq(roles.short, 'medical'));
    await db.update(roles).set({ permissions: [] }).where(eq(roles.short, 'recruiter'));
    await seed(db, { adminUsername: 'admin', adminPassword: undefined });
    const rows = await db
      .select({ short: roles.short, permissions: roles.permissions })
      .from(roles)
      .where(inArray(roles.short, ['medical', 'recruiter']));
    expect(Object.fromEntries(rows.map((r) => [r.short, r.permissions]))).toEqual({
      medical: ['medical_service'],
      recruiter: [],
    });
    await db
      .update(roles)
      .set({ permissions: ['process_candidates'] })
      .where(eq(roles.short, 'recruiter'));
  });

  it('the medical service records the exam but cannot assign, close, re-assign or remove (403)', async () => {
    const company = (await makeCompany(t)).id;
    const medical = await makeSignedInUser(t, {
      companies: [company],
      over: { roles: [await roleId('medical')] },
    });
    const session = await t.request({ method: 'POST', url: '/api/check_session/', token: medical.token });
    expect(session.json().user.permission_shorts).toEqual(['medical_service']);

    const req = (await makeRequirement(t, { company, quantity: 5 })) as Req;
    const pending = await assign(req.items[0]?.id);
    const row = await accepted(undefined, company);
    const as = { token: medical.token };
    const calls: Array<[string, Body]> = [
      ['close_candidate', { id: row.id, status: 'Hired', employee_code: unique('E') }],
      ['close_candidate', { id: pending.id, status: 'Rejected', reject_reason: rejectReason }],
      ['close_massive_candidate', { ids: [pending.id], status: 'NotAttend' }],
      ['not_attend_from_accepted', { id: row.id }],
      ['delete_candidate', { id: pending.id }],
      [
        'assign_from_status',
        {
          id: pending.id,
          requeriment: req.items[0]?.id,
          interview_date: '2026-03-06',
          interview_time: '10:00',
        },
      ],
      [
        'assign_candidate',
        {
          requeriment: req.items[0]?.id,
          candidate: (await makeCandidate(t)).id,
          interview_date: '2026-03-05',
          interview_time: '09:30',
        },
      ],
    ];
    for (const [action, body] of calls) {
      const res = await rc(action, body, as);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
    }
    const put = await t.request({
      method: 'PUT',
      url: `/api/requeriment-candidates/${pending.id}/`,
      payload: { interview_time: '11:00' },
      token: medical.token,
    });
    expect(put.statusCode).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/requeriment-candidates/${pending.id}/`,
      token: medical.token,
    });
    expect(del.statusCode).toBe(403);

    const exam = await rc(
      'update_medical_service',
      { id: row.id, require_medical: true, medical_status: 'not_recommended', medical_notes: 'Hipertensión' },
      as,
    );
    expect(exam.statusCode, exam.body).toBe(200);
    expect(exam.json().medical_status).toBe('not_recommended');
    const read = (
      await t.request({ method: 'GET', url: `/api/requeriment-candidates/${row.id}/`, token: t.adminToken })
    ).json();
    expect(read.status).toBe('Accepted');
  });

  it('a recruiter processes candidates but cannot record the medical service (403)', async () => {
    const company = (await makeCompany(t)).id;
    const recruiter = await makeSignedInUser(t, {
      companies: [company],
      over: { roles: [await roleId('recruiter')] },
    });
    const session = await t.request({ method: 'POST', url: '/api/check_session/', token: recruiter.token });
    expect(session.json().user.permission_shorts).toEqual(['process_candidates']);
    const row = await accepted({ require_medical: true, medical_status: 'recommended' }, company);
    const as = { token: recruiter.token };
    const exam = await rc(
      'update_medical_service',
      { id: row.id, medical_status: 'pending', medical_notes: null },
      as,
    );
    expect(exam.statusCode).toBe(403);
    // the permission by its name in the reader's language, not its code
    expect(exam.json().detail).toBe('Necesita el permiso "Servicio médico" para esta acción.');
    const english = await t.request({
      method: 'POST',
      url: '/api/requeriment-candidates/update_medical_service/',
      payload: { id: row.id, medical_status: 'pending', medical_notes: null },
      token: recruiter.token,
      lang: 'en',
    });
    expect(english.json().detail).toBe('You need the permission "Medical service" for this action.');
    expect((await hire(row.id, as)).statusCode).toBe(200);
  });

  it('checks the action permission before reading the body (403, not 400)', async () => {
    const company = (await makeCompany(t)).id;
    const bare = await makeSignedInUser(t, { routes: followUpRoutes, permissions: [], companies: [company] });
    for (const action of ['close_candidate', 'assign_candidate', 'delete_candidate']) {
      const res = await rc(action, {}, { token: bare.token });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
    }
    expect((await rc('close_candidate', {})).statusCode).toBe(400);
  });

  it('a permission held directly counts, and a user with the pages but no permission gets 403', async () => {
    const company = (await makeCompany(t)).id;
    const bare = await makeSignedInUser(t, { routes: followUpRoutes, permissions: [], companies: [company] });
    const row = await accepted(undefined, company);
    expect((await rc('not_attend_from_accepted', { id: row.id }, { token: bare.token })).statusCode).toBe(
      403,
    );

    const [permission] = await t.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.short, 'process_candidates'));
    const access = await t.request({
      method: 'POST',
      url: `/api/users/${bare.user.id}/update_access/`,
      payload: { permissions: [permission?.id] },
      token: t.adminToken,
    });
    expect(access.statusCode, access.body).toBe(200);
    expect((await rc('not_attend_from_accepted', { id: row.id }, { token: bare.token })).statusCode).toBe(
      200,
    );
  });
});
