import { clas } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  clientAddress,
  makeCandidate,
  makeCompany,
  makeVacancy,
  multipart,
  pdfBytes,
  pngBytes,
  post,
  seedIds,
  unique,
} from '../../test/factories';
import { honeypotFloorMs } from './application-timing';

/**
 * The public application pages (issue 14, docs/decisions.md#vacancy-candidates-issue-14): a
 * company's open vacancies by key, and applications that always get the same answer.
 */

let t: TestApp;
let company: ApiRow;
let vacancy: ApiRow;

const received = {
  es: 'Recibimos su solicitud. Si su perfil coincide con la vacante, el equipo de reclutamiento se comunicará con usted.',
  en: 'We received your application. If your profile matches the vacancy, the recruitment team will contact you.',
};

/** Approved and Pending (the approval by key is tested in vacancies.test.ts). */
async function published(over: Body = {}) {
  const row = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id, ...over });
  await t.database.db.execute(
    sql`update vacancies set status = 'Pending', approved_at = now() where id = ${row.id}`,
  );
  return row;
}

beforeAll(async () => {
  t = await buildTestApp({ publicViewRateLimit: 40 });
  company = await makeCompany(t, { custom_url: unique('maquila-').toLowerCase() });
  vacancy = await published({ position: 'Contador general', salary_from: 20000, salary_to: 26000 });
});
afterAll(async () => t?.close());

const publicPost = (url: string, payload: Body, lang: 'es' | 'en' = 'es', remoteAddress = clientAddress()) =>
  t.request({ method: 'POST', url, payload, lang, remoteAddress });

function person(over: Record<string, string> = {}) {
  const tag = unique('x').toLowerCase();
  return {
    vacancy: String(vacancy.id),
    names: 'Lucía',
    last_name: 'Ramírez',
    second_name: 'Soto',
    email: `${tag}@example.com`,
    phone_number: `81${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    consent: 'true',
    ...over,
  };
}

const apply = (
  fields: Record<string, string>,
  file: Buffer | null = pdfBytes(),
  lang: 'es' | 'en' = 'es',
  remoteAddress = clientAddress(),
) =>
  t.request({
    method: 'POST',
    url: '/api/vacancies/apply/',
    lang,
    remoteAddress,
    ...multipart(fields, file ? { field: 'file', filename: 'cv.pdf', content: file } : undefined),
  });

async function draftsOf(vacancyId: unknown) {
  return queryRows<{ candidate: number; is_draft: boolean; source: string | null }>(
    t.database.db,
    sql`select vc.candidate, vc.is_draft, c.code as source from vacancy_candidates vc
          left join catalogs c on c.id = vc.recruit_source where vc.vacancy = ${vacancyId} order by vc.id`,
  );
}

describe('public_list', () => {
  it('lists the company’s approved Pending vacancies of the type; a confidential one without salary', async () => {
    const secret = await published({ position: 'Gerente de planta', is_confidential: true });
    await makeVacancy(t, { vacancy_type: 'shelter', company: company.id, position: 'Aún nueva' });
    await published({ vacancy_type: 'clients', position: 'De otro tipo' });
    const res = await publicPost('/api/vacancies/public_list/', { key: company.custom_url, type: 'shelter' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.position).sort()).toEqual(['Contador general', 'Gerente de planta']);
    expect(rows.find((row) => row.id === vacancy.id)).toMatchObject({ salary_from: 20000, salary_to: 26000 });
    expect(rows.find((row) => row.id === secret.id)).toMatchObject({ salary_from: null, salary_to: null });
    expect(Object.keys(rows[0] ?? {})).not.toContain('company');
    const unknown = await publicPost('/api/vacancies/public_list/', {
      key: 'no-such-company',
      type: 'shelter',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('apply', () => {
  it('creates the candidate with the public source, keeps the CV and leaves one draft for recruiters', async () => {
    const fields = person({ curp: 'RASL900101MNLMTC02' });
    const res = await apply(fields);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: received.es });
    const [candidate] = await queryRows<{ id: number; source: string }>(
      t.database.db,
      sql`select ca.id, c.code as source from candidates ca join catalogs c on c.id = ca.recruitment_source
           where ca.email = ${fields.email}`,
    );
    expect(candidate?.source).toBe('PUBLIC_PAGE');
    const files = await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from file_records where owner_type = 'candidate' and owner_id = ${candidate?.id}`,
    );
    expect(files).toEqual([{ kind: 'cv' }]);
    // the same person again, by CURP with another e-mail: one candidate, one draft
    const again = await apply({ ...fields, email: `otro.${fields.email}` }, pdfBytes(), 'en');
    expect(again.json()).toEqual({ detail: received.en });
    const drafts = (await draftsOf(vacancy.id)).filter((row) => row.candidate === candidate?.id);
    expect(drafts).toEqual([{ candidate: candidate?.id, is_draft: true, source: 'PUBLIC_PAGE' }]);
  });

  it('matches a known candidate by e-mail and phone; a blacklisted one gets the same answer and no draft', async () => {
    const ids = await seedIds(t);
    const known = await makeCandidate(t, {
      email: `${unique('k').toLowerCase()}@example.com`,
      phone_number: '8112345678',
    });
    const res = await apply(person({ email: String(known.email), phone_number: '81 1234 5678' }));
    expect(res.json()).toEqual({ detail: received.es });
    expect((await draftsOf(vacancy.id)).some((row) => row.candidate === known.id)).toBe(true);

    const listed = await makeCandidate(t, { curp: 'LOPJ850202HNLPRN05' });
    await post(t, '/api/black-list/', {
      candidate: listed.id,
      reason: ids.catalog(clas.blackListReasons),
      note: 'Abandono',
    });
    const black = await apply(person({ curp: 'LOPJ850202HNLPRN05' }));
    expect(black.statusCode).toBe(202);
    expect(black.json()).toEqual({ detail: received.es });
    expect((await draftsOf(vacancy.id)).some((row) => row.candidate === listed.id)).toBe(false);
  });

  it('lists a new applicant’s CV among their documents in the vacancy; a known candidate’s waits on the application', async () => {
    const fields = person();
    expect((await apply(fields)).statusCode).toBe(202);
    const [created] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from candidates where email = ${fields.email}`,
    );
    const docs = await t.request({
      method: 'GET',
      url: `/api/vacancy-documents/?vacancy=${vacancy.id}&candidate=${created?.id}`,
      token: t.adminToken,
    });
    expect(docs.statusCode, docs.body).toBe(200);
    expect(docs.json()).toEqual([expect.objectContaining({ original_name: 'cv.pdf', extension: 'pdf' })]);
    // the file is the one the application stored, readable through the vacancy's scope
    const [row] = docs.json() as Array<{ document: number }>;
    const file = await t.request({
      method: 'GET',
      url: `/api/file-records/${row?.document}/`,
      token: t.adminToken,
    });
    expect(file.json()).toMatchObject({ kind: 'cv' });

    // a known candidate (matched by e-mail and phone): nothing is added to their documents until a
    // recruiter merges the application (issue 27 #1, vacancy-applications.test.ts)
    const known = await makeCandidate(t, {
      email: `${unique('k').toLowerCase()}@example.com`,
      phone_number: '8187654321',
    });
    expect((await apply(person({ email: String(known.email), phone_number: '8187654321' }))).statusCode).toBe(
      202,
    );
    const knownDocs = await t.request({
      method: 'GET',
      url: `/api/vacancy-documents/?vacancy=${vacancy.id}&candidate=${known.id}`,
      token: t.adminToken,
    });
    expect(knownDocs.json()).toHaveLength(0);
  });

  it('stores nothing for the honeypot, refuses missing consent, a missing or wrong CV and a closed vacancy', async () => {
    const [before] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from candidates`,
    );
    const bot = await apply(person({ website: 'http://spam.example.com' }));
    expect(bot.statusCode).toBe(202);
    expect(bot.json()).toEqual({ detail: received.es });
    const [after] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from candidates`,
    );
    expect(after?.n).toBe(before?.n);

    const noConsent = await apply(person({ consent: 'false' }), pdfBytes(), 'en');
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().consent).toEqual([
      'You must accept the privacy notice to send your application.',
    ]);
    expect((await apply(person(), null)).statusCode).toBe(400);
    const image = await apply(person(), pngBytes());
    expect(image.statusCode).toBe(400);
    expect(image.json().file).toBeDefined();
    const badEmail = await apply(person({ email: 'no-es-correo' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().email).toBeDefined();
    // the CURP's check digit is the contract's one rule, on this form as on every other (issue 26)
    const badCurp = await apply(person({ curp: 'TOBM950812MBCRLR04' }), pdfBytes(), 'en');
    expect(badCurp.statusCode).toBe(400);
    expect(badCurp.json().curp).toEqual([
      'The CURP check digit (18th character) does not match the first 17; check the CURP',
    ]);
    expect((await apply(person({ curp: 'TOBM950812MBCRLR09' }))).statusCode).toBe(202);

    const closed = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    expect((await apply(person({ vacancy: String(closed.id) }))).statusCode).toBe(404);
  });

  it('the honeypot answers no faster than a real application, and like one for a closed vacancy (issue 27 #12)', async () => {
    const real = await apply(person());
    expect(real.statusCode).toBe(202);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const bot = await apply(person({ website: 'http://spam.example.com' }));
      const elapsed = performance.now() - started;
      expect(bot.statusCode).toBe(202);
      expect(bot.json()).toEqual({ detail: received.es });
      expect(elapsed).toBeGreaterThanOrEqual(honeypotFloorMs);
    }
    // the honeypot is not told apart by its answer to a vacancy that takes no applications
    const closed = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    const bot = await apply(person({ vacancy: String(closed.id), website: 'http://spam.example.com' }));
    expect(bot.statusCode).toBe(404);
  });

  it('counts page views and actions in separate allowances per address, each then 429 with its wait', async () => {
    const address = clientAddress();
    const viewPage = () =>
      publicPost('/api/vacancies/public_list/', { key: company.custom_url, type: 'shelter' }, 'es', address);
    // ten applicants on one plant's Wi-Fi open the page (company and list) a few times each, then
    // each applies: the views never spend the applications' allowance (docs/decisions.md)
    const views: number[] = [];
    for (let i = 0; i < 30; i++) {
      views.push(
        (i % 2 === 0
          ? await publicPost('/api/companies/get_company_by_key/', { key: company.custom_url }, 'es', address)
          : await viewPage()
        ).statusCode,
      );
    }
    expect(views).not.toContain(429);
    const limit = t.config.publicRateLimit;
    const actions: number[] = [];
    for (let i = 0; i < limit; i++)
      actions.push((await apply(person({ consent: 'false' }), pdfBytes(), 'es', address)).statusCode);
    expect(actions).not.toContain(429);
    const over = await apply(person(), pdfBytes(), 'en', address);
    expect(over.statusCode).toBe(429);
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ retry_after: wait });
    expect(over.json().detail).toBe(`Too many attempts from this network. Try again in ${wait} s.`);
    // the page still opens for the applicants of that network
    expect((await viewPage()).statusCode).toBe(200);
    // another address is not held back
    expect((await apply(person({ consent: 'false' }), pdfBytes())).statusCode).not.toBe(429);
  });

  it("limits page views too (PUBLIC_VIEW_RATE_LIMIT), in the reader's language", async () => {
    const address = clientAddress();
    const view = () =>
      publicPost('/api/vacancies/public_list/', { key: company.custom_url, type: 'shelter' }, 'es', address);
    const statuses: number[] = [];
    for (let i = 0; i < t.config.publicViewRateLimit; i++) statuses.push((await view()).statusCode);
    expect(statuses).not.toContain(429);
    const over = await view();
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/^Demasiados intentos desde esta red\. Intente de nuevo en \d+ s\.$/);
  });
});
