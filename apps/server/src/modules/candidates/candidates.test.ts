import { clas } from '@rp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blackList, candidates, catalogs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeFileRecord,
  makeRequirement,
  makeRequirementCandidate,
  makeSentVacancy,
  makeSignedInUser,
  makeSite,
  makeVacancy,
  makeVacancyCandidate,
  post,
  seedIds,
  unique,
} from '../../test/factories';

let t: TestApp;
let reason: number;

beforeAll(async () => {
  t = await buildTestApp();
  reason = (await seedIds(t)).catalog(clas.blackListReasons);
});
afterAll(async () => t?.close());

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  payload?: Body,
  opts: { token?: string; lang?: 'es' | 'en' } = {},
) => t.request({ method, url, payload, token: opts.token ?? t.adminToken, lang: opts.lang });

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86400000).toISOString().slice(0, 10);

async function candidateBody(over: Body = {}): Promise<Body> {
  return {
    names: 'Ana',
    last_name: unique('Ruiz'),
    category: (await seedIds(t)).category.DIRECT,
    ...over,
  };
}

/** A fresh requirement item to assign candidates to. */
async function itemId(): Promise<number> {
  const requeriment = (await makeRequirement(t)) as ApiRow & { items: ApiRow[] };
  return Number(requeriment.items[0]?.id);
}

const assignToRequirement = async (candidate: number) =>
  send('POST', '/api/requeriment-candidates/', {
    requeriment: await itemId(),
    candidate,
    interview_date: '2026-03-05',
    interview_time: '09:30',
  });

const assignToVacancy = async (candidate: number) =>
  send('POST', '/api/vacancy-candidates/', { vacancy: (await makeVacancy(t)).id, candidate });

const blacklist = (candidate: number, over: Body = {}) =>
  send('POST', '/api/black-list/', { candidate, reason, note: 'Abandono', ...over });

const readCandidate = async (id: number) => (await send('GET', `/api/candidates/${id}/`)).json() as ApiRow;

describe('the CURP rule (issue 26: one validation, the check digit included)', () => {
  it('refuses a CURP whose check digit does not match, on create and update, in both languages', async () => {
    const created = await send(
      'POST',
      '/api/candidates/',
      await candidateBody({ curp: 'TOBM950812MBCRLR04' }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      curp: [
        'El dígito verificador de la CURP (el carácter 18) no corresponde a los 17 anteriores; revise la CURP',
      ],
    });
    const good = await send('POST', '/api/candidates/', await candidateBody({ curp: 'tobm950812mbcrlr09' }));
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().curp).toBe('TOBM950812MBCRLR09');
    const updated = await send(
      'PUT',
      `/api/candidates/${good.json().id}/`,
      { curp: 'TOBM950812MBCRLR04' },
      { lang: 'en' },
    );
    expect(updated.statusCode).toBe(400);
    expect(updated.json().curp).toEqual([
      'The CURP check digit (18th character) does not match the first 17; check the CURP',
    ]);
  });
});

describe('identity duplicates (CURP, RFC, SSN, employee_code)', () => {
  it('answers 400 on the field naming the live candidate that has the value', async () => {
    const first = await makeCandidate(t, {
      names: 'Luis',
      last_name: 'Ortega',
      second_name: 'Mora',
      curp: 'OEML800101HBCRRS09',
      rfc: 'OEML800101AB1',
      ssn: '12345678901',
      employee_code: 'EMP-001',
    });
    const name = 'Ortega Mora Luis';
    const clash = await send(
      'POST',
      '/api/candidates/',
      await candidateBody({ curp: 'oeml800101hbcrrs09', rfc: ' oeml800101ab1 ' }),
    );
    expect(clash.statusCode).toBe(400);
    // beside the messages, the record each field clashes with (a screen links to it)
    const existing = { id: first.id, full_name: name, category: first.category };
    expect(clash.json()).toEqual({
      curp: [`Ya existe el candidato ${name} (#${first.id}) con este valor`],
      rfc: [`Ya existe el candidato ${name} (#${first.id}) con este valor`],
      duplicate_of: { curp: existing, rfc: existing },
    });
    const english = await send(
      'POST',
      '/api/candidates/',
      await candidateBody({ ssn: '12345678901', employee_code: 'emp-001' }),
      { lang: 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      ssn: [`Candidate ${name} (#${first.id}) already has this value`],
      employee_code: [`Candidate ${name} (#${first.id}) already has this value`],
      duplicate_of: { ssn: existing, employee_code: existing },
    });
  });

  it('checks updates against the others, never against the candidate itself', async () => {
    const a = await makeCandidate(t, { employee_code: unique('E') });
    const b = await makeCandidate(t);
    const same = await send('PUT', `/api/candidates/${a.id}/`, {
      employee_code: a.employee_code,
      city: 'Tecate',
    });
    expect(same.statusCode).toBe(200);
    const clash = await send('PUT', `/api/candidates/${b.id}/`, {
      employee_code: String(a.employee_code).toLowerCase(),
    });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json())).toEqual(['employee_code', 'duplicate_of']);
    expect(clash.json().employee_code[0]).toContain(`(#${a.id})`);
    expect(clash.json().duplicate_of.employee_code).toMatchObject({ id: a.id });
  });

  it('ignores deleted candidates', async () => {
    const code = unique('D');
    const gone = await makeCandidate(t, { employee_code: code });
    expect((await send('DELETE', `/api/candidates/${gone.id}/`)).statusCode).toBe(204);
    const reused = await send('POST', '/api/candidates/', await candidateBody({ employee_code: code }));
    expect(reused.statusCode).toBe(201);
  });
});

describe('contact duplicates (e-mail, phone)', () => {
  it('answers 409 with the matching records unless confirmed', async () => {
    const email = `${unique('fam').toLowerCase()}@example.com`;
    const first = await makeCandidate(t, {
      email,
      phone_number: '(646) 100-2000',
      curp: 'PEGJ900101HBCRRN01',
    });
    const body = await candidateBody({ email: email.toUpperCase() });
    const clash = await send('POST', '/api/candidates/', body);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      detail: 'Hay candidatos con el mismo correo o teléfono. Confirme para guardar.',
      matches: [
        {
          id: first.id,
          full_name: `${first.last_name} López Juan`,
          email,
          phone_number: '6461002000',
          curp: 'PEGJ900101HBCRRN01',
        },
      ],
    });
    const byPhone = await send(
      'POST',
      '/api/candidates/',
      await candidateBody({ phone_number: '646 100 2000' }),
      {
        lang: 'en',
      },
    );
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().detail).toBe(
      'There are candidates with the same e-mail or phone. Confirm to save.',
    );
    expect(byPhone.json().matches.map((m: ApiRow) => m.id)).toEqual([first.id]);
    const confirmed = await send('POST', '/api/candidates/', { ...body, confirm_duplicates: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).not.toHaveProperty('confirm_duplicates');
    // both share the e-mail now: the next one lists both
    const again = await send('POST', '/api/candidates/', await candidateBody({ email }));
    expect(again.json().matches.map((m: ApiRow) => m.id)).toEqual([first.id, confirmed.json().id]);
    // an update that leaves the shared e-mail as it is does not ask again
    const edit = await send('PUT', `/api/candidates/${confirmed.json().id}/`, { email, city: 'Rosarito' });
    expect(edit.statusCode).toBe(200);
  });

  it('asks when an update takes another candidate’s phone; deleted candidates do not count', async () => {
    const a = await makeCandidate(t);
    const b = await makeCandidate(t);
    const clash = await send('PUT', `/api/candidates/${b.id}/`, { phone_number: String(a.phone_number) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().matches.map((m: ApiRow) => m.id)).toEqual([a.id]);
    const confirmed = await send('PUT', `/api/candidates/${b.id}/`, {
      phone_number: String(a.phone_number),
      confirm_duplicates: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().phone_number).toBe(a.phone_number);

    const gone = await makeCandidate(t);
    await send('DELETE', `/api/candidates/${gone.id}/`);
    const free = await send('POST', '/api/candidates/', await candidateBody({ email: gone.email }));
    expect(free.statusCode).toBe(201);
  });
});

describe('black list', () => {
  it('marks the candidate, allows one active entry, and a return needs its note', async () => {
    const candidate = await makeCandidate(t);
    const entry = await blacklist(candidate.id);
    expect(entry.statusCode).toBe(201);
    expect(entry.json().created_by).toBeTypeOf('number');
    expect((await readCandidate(candidate.id)).is_black_list).toBe(true);
    const listed = (await send('GET', '/api/candidates/?is_black_list=true')).json() as ApiRow[];
    expect(listed.map((row) => row.id)).toContain(candidate.id);
    const clean = (await send('GET', '/api/candidates/?is_black_list=false')).json() as ApiRow[];
    expect(clean.map((row) => row.id)).not.toContain(candidate.id);
    expect(clean.every((row) => row.is_black_list === false)).toBe(true);

    const second = await blacklist(candidate.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: 'El candidato ya tiene una entrada activa en la lista negra.' });

    const noNote = await send('PUT', `/api/black-list/${entry.json().id}/`, { is_active: false });
    expect(noNote.statusCode).toBe(400);
    expect(Object.keys(noNote.json())).toEqual(['note_return']);
    const returned = await send('PUT', `/api/black-list/${entry.json().id}/`, {
      is_active: false,
      note_return: 'Aclarado con RH',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ is_active: false, note_return: 'Aclarado con RH' });
    expect((await readCandidate(candidate.id)).is_black_list).toBe(false);

    // back on the list later: the history keeps every entry
    expect((await blacklist(candidate.id, { note: 'Reincidencia' })).statusCode).toBe(201);
    expect((await readCandidate(candidate.id)).is_black_list).toBe(true);
    const history = (await send('GET', `/api/black-list/?candidate=${candidate.id}`)).json() as ApiRow[];
    expect(history.map((row) => row.note)).toEqual(['Reincidencia', 'Abandono']);
    // reactivating the returned entry would make two active ones
    const reactivate = await send('PUT', `/api/black-list/${entry.json().id}/`, { is_active: true });
    expect(reactivate.statusCode).toBe(409);
  });

  it('searches entries by candidate name (accents aside), CURP, phone or note', async () => {
    const candidate = await makeCandidate(t, {
      names: 'Zacarías',
      last_name: 'Búsquedaúnica',
      curp: 'BUZZ900101HDFSCR09',
      phone_number: '5598761234',
    });
    const other = await makeCandidate(t, { names: 'Otro', last_name: 'Distinto' });
    const entry = (await blacklist(candidate.id, { note: 'Nota buscable xyz' })).json();
    await blacklist(other.id, { note: 'Sin relación' });
    for (const term of ['zacarias busquedaunica', 'buzz900101', '98761234', 'buscable xyz']) {
      const res = await send('GET', `/api/black-list/?page=1&search=${encodeURIComponent(term)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((row: ApiRow) => row.id),
        term,
      ).toEqual([entry.id]);
    }
  });

  it('finds an entry by the name as lists show it, words in any order (issue 10, finding 13)', async () => {
    const surname = unique('Quintanilla');
    const candidate = await makeCandidate(t, {
      names: 'Valeria',
      last_name: surname,
      second_name: 'Treviño',
    });
    const entry = (await blacklist(candidate.id, { note: 'Orden de palabras' })).json();
    const find = async (term: string) => {
      const res = await send('GET', `/api/black-list/?page=1&search=${encodeURIComponent(term)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((row: ApiRow) => row.id);
    };
    for (const term of [`${surname} Treviño Valeria`, `valeria ${surname}`, `TREVINO valeria ${surname}`])
      expect(await find(term), term).toEqual([entry.id]);
    // words may match the candidate or the note
    expect(await find(`${surname} palabras`)).toEqual([entry.id]);
    expect(await find(`${surname} Treviño Valeria Zzyzx`)).toEqual([]);
  });

  it('requires a live candidate', async () => {
    const gone = await makeCandidate(t);
    await send('DELETE', `/api/candidates/${gone.id}/`);
    const deleted = await blacklist(gone.id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe('El candidato fue eliminado y no puede asignarse');
    const missing = await blacklist(2_000_000_000);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['candidate']);
  });

  it('stops counting an entry past its end date, without a job', async () => {
    const ended = await makeCandidate(t);
    const past = await blacklist(ended.id, { starts_at: isoDay(-30), ends_at: isoDay(-1) });
    expect(past.statusCode).toBe(201);
    expect((await readCandidate(ended.id)).is_black_list).toBe(false);
    // and a new entry is allowed beside it
    expect((await blacklist(ended.id)).statusCode).toBe(201);

    const lapsing = await makeCandidate(t);
    const entry = await blacklist(lapsing.id, { starts_at: isoDay(-10), ends_at: isoDay(0) });
    expect((await readCandidate(lapsing.id)).is_black_list).toBe(true);
    // time passes: the end date is now yesterday, the stored flag is stale, reads are not
    await t.database.db
      .update(blackList)
      .set({ ends_at: isoDay(-1) })
      .where(eq(blackList.id, entry.json().id));
    const [stored] = await t.database.db
      .select({ flag: candidates.is_black_list })
      .from(candidates)
      .where(eq(candidates.id, lapsing.id));
    expect(stored?.flag).toBe(true);
    expect((await readCandidate(lapsing.id)).is_black_list).toBe(false);
    const onList = (await send('GET', '/api/candidates/?is_black_list=true')).json() as ApiRow[];
    expect(onList.map((row) => row.id)).not.toContain(lapsing.id);
    const offList = (await send('GET', '/api/candidates/?is_black_list=false')).json() as ApiRow[];
    expect(offList.map((row) => row.id)).toContain(lapsing.id);
    expect((await assignToRequirement(lapsing.id)).statusCode).toBe(201);
  });

  it('recomputes the flag when an entry is deleted', async () => {
    const candidate = await makeCandidate(t);
    const entry = await blacklist(candidate.id);
    expect((await send('DELETE', `/api/black-list/${entry.json().id}/`)).statusCode).toBe(204);
    const [stored] = await t.database.db
      .select({ flag: candidates.is_black_list })
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(stored?.flag).toBe(false);
  });
});

describe('blacklist reason and end date in the candidate read shape (issue 12, said before the click)', () => {
  const none = {
    is_black_list: false,
    black_list_reason: null,
    black_list_reason_en: null,
    black_list_until: null,
  };

  it('a list row carries the counting entry’s reason and end date; others carry nulls', async () => {
    const [reasonItem] = await t.database.db
      .select({ name: catalogs.name, name_en: catalogs.name_en })
      .from(catalogs)
      .where(eq(catalogs.id, reason));
    const surname = unique('Vetado');
    const until = await makeCandidate(t, { names: 'Hasta', last_name: surname });
    const forever = await makeCandidate(t, { names: 'Siempre', last_name: surname });
    const clean = await makeCandidate(t, { names: 'Limpio', last_name: surname });
    const lapsed = await makeCandidate(t, { names: 'Vencido', last_name: surname });
    const returned = await makeCandidate(t, { names: 'Devuelto', last_name: surname });
    expect((await blacklist(until.id, { ends_at: isoDay(30) })).statusCode).toBe(201);
    expect((await blacklist(forever.id)).statusCode).toBe(201);
    await blacklist(lapsed.id, { starts_at: isoDay(-30), ends_at: isoDay(-1) });
    const entry = (await blacklist(returned.id)).json();
    await send('PUT', `/api/black-list/${entry.id}/`, { is_active: false, note_return: 'Aclarado' });

    const res = await send('GET', `/api/candidates/?page=1&search=${surname}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map((res.json().data as ApiRow[]).map((row) => [row.id, row]));
    expect(rows.size).toBe(5);
    expect(rows.get(until.id)).toMatchObject({
      is_black_list: true,
      black_list_reason: reasonItem?.name,
      black_list_reason_en: reasonItem?.name_en,
      black_list_until: isoDay(30),
    });
    expect(rows.get(forever.id)).toMatchObject({
      is_black_list: true,
      black_list_reason: reasonItem?.name,
      black_list_until: null,
    });
    for (const candidate of [clean, lapsed, returned]) expect(rows.get(candidate.id)).toMatchObject(none);
    // one candidate's page says the same
    expect(await readCandidate(until.id)).toMatchObject({ black_list_until: isoDay(30) });
  });

  it('is read by a user who reads candidates through the direct process (the blacklist is one pool)', async () => {
    const candidate = await makeCandidate(t, { names: 'Pool', last_name: unique('Compartido') });
    await blacklist(candidate.id, { ends_at: isoDay(5) });
    const recruiter = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies: [] });
    const res = await send('GET', `/api/candidates/${candidate.id}/`, undefined, { token: recruiter.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_black_list: true, black_list_until: isoDay(5) });
    expect(res.json().black_list_reason).toBeTypeOf('string');
  });
});

describe('assertAssignable', () => {
  it('refuses blacklisted, deleted, inactive and missing candidates in requirements and vacancies', async () => {
    const barred = await makeCandidate(t);
    const entry = await blacklist(barred.id);
    for (const res of [await assignToRequirement(barred.id), await assignToVacancy(barred.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'El candidato está en la lista negra y no puede asignarse' });
    }
    const english = await send(
      'POST',
      '/api/vacancy-candidates/',
      { vacancy: (await makeVacancy(t)).id, candidate: barred.id },
      { lang: 'en' },
    );
    expect(english.json().detail).toBe('The candidate is blacklisted and cannot be assigned');

    await send('PUT', `/api/black-list/${entry.json().id}/`, { is_active: false, note_return: 'Aclarado' });
    expect((await assignToRequirement(barred.id)).statusCode).toBe(201);
    expect((await assignToVacancy(barred.id)).statusCode).toBe(201);

    const gone = await makeCandidate(t);
    await send('DELETE', `/api/candidates/${gone.id}/`);
    for (const res of [await assignToRequirement(gone.id), await assignToVacancy(gone.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('El candidato fue eliminado y no puede asignarse');
    }
    // an Inactive candidate is not offered by the pickers, nor taken by the server
    const away = await makeCandidate(t, { status: 'Inactive' });
    for (const res of [await assignToRequirement(away.id), await assignToVacancy(away.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        'El candidato está inactivo y no puede asignarse: cámbielo a Activo primero',
      );
    }
    expect((await send('PATCH', `/api/candidates/${away.id}/`, { status: 'Active' })).statusCode).toBe(200);
    expect((await assignToRequirement(away.id)).statusCode).toBe(201);

    // an unknown id in the body is a 400 on that field, as a foreign key would answer
    for (const res of [await assignToRequirement(2_000_000_000), await assignToVacancy(2_000_000_000)]) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['candidate']);
    }
  });
});

describe('get_applications_history', () => {
  it('lists requirement and vacancy assignments, newest first', async () => {
    const ids = await seedIds(t);
    const candidate = await makeCandidate(t, { category: ids.category.INDIRECT });
    const direct = await makeRequirementCandidate(t, { candidate: candidate.id });
    const vacancy = await makeVacancy(t, { position: 'Analista de nómina' });
    const admin = await makeVacancyCandidate(t, { candidate: candidate.id, vacancy: vacancy.id });
    // the requirement assignment is older
    await t.database.db.execute(
      sql`update requeriment_candidates set created_at = now() - interval '1 day' where id = ${direct.id}`,
    );
    const res = await send('GET', `/api/candidates/get_applications_history/?candidate=${candidate.id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as ApiRow[];
    expect(res.json().in_process_elsewhere).toBe(0);
    expect(rows.map((row) => [row.type, row.id])).toEqual([
      ['vacancy', admin.id],
      ['requeriment', direct.id],
    ]);
    expect(rows[0]).toMatchObject({
      vacancy: vacancy.id,
      requeriment: null,
      code: vacancy.code,
      company: vacancy.company,
      position: 'Analista de nómina',
      status: 'Pending',
      hired_at: null,
    });
    expect(rows[0]?.company_name).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ vacancy: null, status: 'Pending', position: expect.any(String) });
    expect(rows[1]?.requeriment).toEqual(expect.any(Number));
    expect(String(rows[1]?.code)).toMatch(/^REQ-/);
    expect(Date.parse(String(rows[1]?.created_at))).not.toBeNaN();
  });

  it('is readable with the candidates read rule; 404 for unknown or deleted, 400 without a candidate', async () => {
    const candidate = await makeCandidate(t);
    const reader = await makeSignedInUser(t, { routes: ['database-direct_indirect'] });
    const outsider = await makeSignedInUser(t, { routes: ['index'] });
    const url = `/api/candidates/get_applications_history/?candidate=${candidate.id}`;
    const seen = await send('GET', url, undefined, { token: reader.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ data: [], in_process_elsewhere: 0 });
    expect((await send('GET', url, undefined, { token: outsider.token })).statusCode).toBe(403);
    expect(
      (await send('GET', '/api/candidates/get_applications_history/?candidate=2000000000')).statusCode,
    ).toBe(404);
    await send('DELETE', `/api/candidates/${candidate.id}/`);
    expect((await send('GET', url)).statusCode).toBe(404);
    expect((await send('GET', '/api/candidates/get_applications_history/')).statusCode).toBe(400);
    expect((await send('GET', '/api/candidates/get_applications_history/?candidate=abc')).statusCode).toBe(
      400,
    );
    expect(
      (await send('GET', '/api/candidates/get_applications_history/?candidate=99999999999')).statusCode,
    ).toBe(404);
  });
});

describe('get_applications_history and the open-assignment 409 within scope (docs/domain.md data scope)', () => {
  const directAndVacancies = ['database-direct_indirect', 'requeriments-direct', 'new_vacancies-admin'];

  it("shows only the caller's company and site, and counts the rest in process without naming it", async () => {
    const ids = await seedIds(t);
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    const siteA1 = await makeSite(t, { company: a.id });
    const siteA2 = await makeSite(t, { company: a.id });
    const candidate = await makeCandidate(t, { category: ids.category.INDIRECT });
    const req = async (company: ApiRow, site: ApiRow | null) =>
      (await makeRequirement(t, { company: company.id, site: site?.id ?? null })) as ApiRow & {
        items: ApiRow[];
      };
    const reqB = await req(b, null);
    const reqA2 = await req(a, siteA2);
    const inB = await post(t, '/api/requeriment-candidates/', {
      requeriment: reqB.items[0]?.id,
      candidate: candidate.id,
      interview_date: '2026-03-05',
      interview_time: '09:30',
    });
    // the B assignment ends: one in process at A2 remains
    await send('POST', '/api/requeriment-candidates/close_candidate/', {
      id: inB.id,
      status: 'NotAttend',
    });
    const inA2 = await post(t, '/api/requeriment-candidates/', {
      requeriment: reqA2.items[0]?.id,
      candidate: candidate.id,
      interview_date: '2026-03-06',
      interview_time: '09:30',
    });
    const vacA = await makeSentVacancy(t, { company: a.id, position: 'Analista A' });
    const vacB = await makeVacancy(t, { company: b.id, position: 'Analista B' });
    const inVacA = await makeVacancyCandidate(t, { candidate: candidate.id, vacancy: vacA.id });
    await makeVacancyCandidate(t, { candidate: candidate.id, vacancy: vacB.id });
    const scoped = await makeSignedInUser(t, { routes: directAndVacancies, companies: [a.id] });
    const siteScoped = await makeSignedInUser(t, {
      routes: directAndVacancies,
      companies: [a.id],
      sites: [siteA1.id],
    });
    const url = `/api/candidates/get_applications_history/?candidate=${candidate.id}`;
    const history = async (token: string) => {
      const res = await send('GET', url, undefined, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const all = (await history(t.adminToken)).json();
    expect(all.data).toHaveLength(4);
    expect(all.in_process_elsewhere).toBe(0);

    const ofA = await history(scoped.token);
    expect(
      ofA
        .json()
        .data.map((row: ApiRow) => [row.type, row.id])
        .sort(),
    ).toEqual(
      [
        ['requeriment', inA2.id],
        ['vacancy', inVacA.id],
      ].sort(),
    );
    // the B vacancy assignment is Pending; the B requirement one ended
    expect(ofA.json().in_process_elsewhere).toBe(1);
    for (const hidden of [String(reqB.code), String(vacB.code), String(b.name_es), 'Analista B'])
      expect(ofA.body).not.toContain(hidden);

    const ofA1 = await history(siteScoped.token);
    expect(ofA1.json().data.map((row: ApiRow) => [row.type, row.id])).toEqual([['vacancy', inVacA.id]]);
    expect(ofA1.json().in_process_elsewhere).toBe(2);
    expect(ofA1.body).not.toContain(String(reqA2.code));
  });

  it('names the open requirement in the 409 only when the caller may see it', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    const candidate = await makeCandidate(t);
    const reqB = (await makeRequirement(t, { company: b.id })) as ApiRow & { items: ApiRow[] };
    const reqA = (await makeRequirement(t, { company: a.id })) as ApiRow & { items: ApiRow[] };
    const reqA3 = (await makeRequirement(t, { company: a.id })) as ApiRow & { items: ApiRow[] };
    await post(t, '/api/requeriment-candidates/', {
      requeriment: reqB.items[0]?.id,
      candidate: candidate.id,
      interview_date: '2026-03-05',
      interview_time: '09:30',
    });
    const scoped = await makeSignedInUser(t, { routes: directAndVacancies, companies: [a.id] });
    const assign = (item: unknown, lang: 'es' | 'en', token: string) =>
      send(
        'POST',
        '/api/requeriment-candidates/',
        { requeriment: item, candidate: candidate.id, interview_date: '2026-03-06', interview_time: '10:00' },
        { token, lang },
      );
    const es = await assign(reqA.items[0]?.id, 'es', scoped.token);
    expect(es.statusCode).toBe(409);
    expect(es.json()).toEqual({ detail: 'El candidato ya está en proceso en otro requerimiento o vacante.' });
    const en = await assign(reqA.items[0]?.id, 'en', scoped.token);
    expect(en.json()).toEqual({
      detail: 'The candidate is already in process in another requirement or vacancy.',
    });
    expect(en.body).not.toContain(String(reqB.code));
    // a superuser (who sees B) is told which one
    const admin = await assign(reqA.items[0]?.id, 'en', t.adminToken);
    expect(admin.json().detail).toContain(String(reqB.code));
    // and so is the scoped user about a requirement of its own company
    const other = await makeCandidate(t);
    await post(t, '/api/requeriment-candidates/', {
      requeriment: reqA.items[0]?.id,
      candidate: other.id,
      interview_date: '2026-03-05',
      interview_time: '09:30',
    });
    const own = await send(
      'POST',
      '/api/requeriment-candidates/',
      {
        requeriment: reqA3.items[0]?.id,
        candidate: other.id,
        interview_date: '2026-03-06',
        interview_time: '10:00',
      },
      { token: scoped.token, lang: 'en' },
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toContain(String(reqA.code));
  });
});

describe('candidate documents (vacancy-documents with a candidate)', () => {
  it('a candidates-page user creates and lists a candidate document with notes', async () => {
    const candidate = await makeCandidate(t);
    const reader = await makeSignedInUser(t, { routes: ['database-direct_indirect'] });
    const file = await makeFileRecord(t, {
      kind: 'cv',
      filename: 'cv-ana.pdf',
      token: reader.token,
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    const created = await send(
      'POST',
      '/api/vacancy-documents/',
      { candidate: candidate.id, document: file.id, notes: 'CV actualizado' },
      { token: reader.token },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      candidate: candidate.id,
      vacancy: null,
      document: file.id,
      original_name: 'cv-ana.pdf',
      notes: 'CV actualizado',
    });
    const listed = await send('GET', `/api/vacancy-documents/?candidate=${candidate.id}`, undefined, {
      token: reader.token,
    });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as ApiRow[] | { results: ApiRow[] };
    const items = Array.isArray(rows) ? rows : rows.results;
    expect(items.map((row) => [row.id, row.notes])).toEqual([[created.json().id, 'CV actualizado']]);
  });
});

describe('accent- and case-insensitive search', () => {
  it("matches 'Hernandez' with 'Hernández' and 'PEREZ' with 'pérez'", async () => {
    const tag = unique('').toLowerCase();
    const accented = await post(
      t,
      '/api/candidates/',
      await candidateBody({ names: 'José', last_name: `Hernández${tag}` }),
    );
    const plain = await post(
      t,
      '/api/candidates/',
      await candidateBody({ names: 'Maria', last_name: `perez${tag}` }),
    );
    const search = async (term: string) =>
      ((await send('GET', `/api/candidates/?search=${encodeURIComponent(term)}`)).json() as ApiRow[]).map(
        (row) => row.id,
      );
    expect(await search(`Hernandez${tag}`)).toEqual([accented.id]);
    expect(await search(`HERNÁNDEZ${tag.toUpperCase()}`)).toEqual([accented.id]);
    expect(await search(`jose hernandez${tag}`)).toEqual([accented.id]);
    expect(await search(`PEREZ${tag.toUpperCase()}`)).toEqual([plain.id]);
    expect(await search(`pérez${tag}`)).toEqual([plain.id]);
    expect(await search(`maría pérez${tag}`)).toEqual([plain.id]);
    // LIKE wildcards in the term stay literal
    expect(await search(`%${tag}`)).toEqual([]);
  });
});

describe('black-list ordering', () => {
  it('sorts entries by the candidate name (last name first)', async () => {
    const zeta = await makeCandidate(t, { last_name: unique('Zúñiga') });
    const alfa = await makeCandidate(t, { last_name: unique('Acosta') });
    for (const candidate of [zeta, alfa])
      expect((await blacklist(Number(candidate.id))).statusCode).toBe(201);
    const url = `/api/black-list/?candidate__in=${zeta.id},${alfa.id}&ordering=`;
    const ascending = (await send('GET', `${url}candidate_name`)).json() as ApiRow[];
    expect(ascending.map((row) => row.candidate)).toEqual([alfa.id, zeta.id]);
    expect(ascending[0]?.candidate_name).toContain('Acosta');
    const descending = (await send('GET', `${url}-candidate_name`)).json() as ApiRow[];
    expect(descending.map((row) => row.candidate)).toEqual([zeta.id, alfa.id]);
  });
});
