import { clas, statusCounterLabelKey, translate } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, categories, positions, requirementCandidates, users } from '../../db/schema/index';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  makeCandidate,
  makeCompany,
  makeRequirement,
  makeSignedInUser,
  seedIds,
} from '../../test/factories';
import { printed } from '../../test/pdf-text';
import { loadActor } from '../auth/auth.service';
import { loadReport, reportDefinition, reportText } from './requirements.report';

let t: TestApp;
let company: number;
let requeriment: ApiRow & { code: string; items: ApiRow[] };

beforeAll(async () => {
  t = await buildTestApp();
  company = (await makeCompany(t)).id;
  requeriment = (await makeRequirement(t, { company, quantity: 3 })) as typeof requeriment;
  const item = requeriment.items[0] as ApiRow & { position: number };
  // assignments written directly: the report only reads them (the follow-up actions have their own tests)
  const [pending, rejected] = [await makeCandidate(t, { names: 'Lucía' }), await makeCandidate(t)];
  const common = {
    requeriment: item.id,
    requeriment_id: Number(requeriment.id),
    position: item.position,
    company,
    interview_date: '2026-03-05',
  };
  await t.database.db.insert(requirementCandidates).values([
    { ...common, candidate: pending.id, interview_time: '09:30', status: 'Pending' },
    {
      ...common,
      candidate: rejected.id,
      interview_time: '10:00',
      status: 'Rejected',
      reject_reason: (await seedIds(t)).catalog(clas.rejectReasons),
    },
  ]);
});
afterAll(async () => t?.close());

const report = (id: number | string, opts: { token?: string; lang?: 'es' | 'en' } = {}) =>
  t.request({
    method: 'GET',
    url: `/api/requeriments/${id}/report/`,
    token: opts.token ?? t.adminToken,
    lang: opts.lang,
  });

describe('report document (reportDefinition)', () => {
  const documentIn = async (lang: 'es' | 'en') => {
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, adminCredentials.username));
    const actor = await loadActor(t.database.db, Number(admin?.id));
    if (!actor) throw new Error('no admin actor');
    const ctx = { db: t.database.db, actor, lang, config: t.config };
    const data = await loadReport(ctx, Number(requeriment.id));
    return printed(reportDefinition(data, lang, t.config.timeZone).content).join('\n');
  };

  it('prints labels and catalog values in English, the category as its label, not its code', async () => {
    const item = requeriment.items[0] as ApiRow & { position: number; shift_type: number };
    const [position] = await t.database.db.select().from(positions).where(eq(positions.id, item.position));
    const [shift] = await t.database.db.select().from(catalogs).where(eq(catalogs.id, item.shift_type));
    const [reason] = await t.database.db
      .select()
      .from(catalogs)
      .where(eq(catalogs.id, (await seedIds(t)).catalog(clas.rejectReasons)));
    const [direct] = await t.database.db.select().from(categories).where(eq(categories.code, 'DIRECT'));
    const english = await documentIn('en');
    expect(english).toContain(String(position?.name_en));
    expect(english).toContain(String(shift?.name_en));
    expect(english).toContain(String(reason?.name_en));
    expect(english).toContain(reportText('en', 'common.enums.category.DIRECT'));
    expect(english).toContain(reportText('en', 'common.enums.follow_up_status.Pending'));
    for (const spanish of [position?.name_es, shift?.name, reason?.name, direct?.description]) {
      expect(english).not.toContain(String(spanish));
    }
    expect(english).not.toMatch(/\bDIRECT\b/);
    for (const key of ['positions', 'candidates', 'category', 'shift', 'position', 'status']) {
      expect(english).toContain(reportText('en', `summary.report.${key}`));
    }

    const spanish = await documentIn('es');
    expect(spanish).toContain(String(position?.name_es));
    expect(spanish).toContain(String(shift?.name));
    expect(spanish).toContain(reportText('es', 'common.enums.category.DIRECT'));
    expect(spanish).not.toMatch(/\bDIRECT\b/);
  });

  it('heads the status counters with the statuses’ one label, as the screens do', async () => {
    const spanish = await documentIn('es');
    for (const counter of ['accepted', 'hired', 'rejected', 'not_attend'] as const)
      expect(spanish).toContain(translate('es', statusCounterLabelKey(counter)));
    expect(spanish).not.toContain('No se presentó');
    expect(spanish).not.toContain('No asistieron');
  });
});

describe('GET requeriments/:id/report/', () => {
  it('answers a PDF named after the requirement code', async () => {
    const res = await report(requeriment.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${requeriment.code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it("is written in the user's language", async () => {
    const [es, en] = await Promise.all([
      report(requeriment.id, { lang: 'es' }),
      report(requeriment.id, { lang: 'en' }),
    ]);
    // the document title (Info dictionary, not compressed) carries the translated word
    expect(es.rawPayload.toString('latin1')).toContain(
      `${reportText('es', 'summary.report.title')} ${requeriment.code}`,
    );
    expect(en.rawPayload.toString('latin1')).toContain(
      `${reportText('en', 'summary.report.title')} ${requeriment.code}`,
    );
    expect(reportText('es', 'summary.report.title')).not.toBe(reportText('en', 'summary.report.title'));
    expect(reportText('en', 'common.enums.follow_up_status.Pending')).toBe('In progress');
  });

  it('answers 404 for a missing requirement', async () => {
    expect((await report(999999)).statusCode).toBe(404);
    expect((await report('abc')).statusCode).toBe(404);
  });

  it("answers 404 for a user who does not have the requirement's company", async () => {
    const other = (await makeCompany(t)).id;
    const user = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies: [other] });
    expect((await report(requeriment.id, { token: user.token })).statusCode).toBe(404);
    const allowed = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies: [company] });
    expect((await report(requeriment.id, { token: allowed.token })).statusCode).toBe(200);
  });

  it('answers 403 for a user without the direct process pages', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'], companies: [company] });
    expect((await report(requeriment.id, { token: user.token })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url: `/api/requeriments/${requeriment.id}/report/` });
    expect(res.statusCode).toBe(401);
  });
});
