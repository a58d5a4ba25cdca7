import { blacklistedReasonCode, clas } from '@rp/contract/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, requeriments, requirementCandidates, vacancyCandidates } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeRequirementCandidate,
  makeSentVacancy,
  makeVacancyCandidate,
  seedIds,
} from '../../test/factories';

/**
 * Blacklisting a candidate who is in process (docs/decisions.md, issue 26 item 9): the entry can
 * close the candidate's open processes in the same transaction, each Rejected "Candidate
 * blacklisted"; without being asked, they stay as they are.
 */

let t: TestApp;
let reason: number;
let blacklisted: number;

beforeAll(async () => {
  t = await buildTestApp();
  reason = (await seedIds(t)).catalog(clas.blackListReasons);
  const [row] = await t.database.db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, blacklistedReasonCode)));
  blacklisted = row?.id ?? 0;
});
afterAll(async () => t?.close());

const blacklist = (candidate: number, over: Body = {}) =>
  t.request({
    method: 'POST',
    url: '/api/black-list/',
    payload: { candidate, reason, note: 'Abandono', ...over },
    token: t.adminToken,
  });

async function assignment(id: number) {
  const [row] = await t.database.db
    .select()
    .from(requirementCandidates)
    .where(eq(requirementCandidates.id, id));
  return row;
}

describe('blacklisting a candidate in process', () => {
  it('seeds the system reason the closed processes get', () => {
    expect(blacklisted).toBeGreaterThan(0);
  });

  it('closes the open assignment of a requirement when asked, in the same action, and recounts', async () => {
    const candidate = await makeCandidate(t);
    const assigned = (await makeRequirementCandidate(t, { candidate: candidate.id })) as ApiRow;
    const res = await blacklist(candidate.id, { close_open_processes: true });
    expect(res.statusCode, res.body).toBe(201);
    const row = await assignment(assigned.id);
    expect(row).toMatchObject({ status: 'Rejected', reject_reason: blacklisted });
    const [requirement] = await t.database.db
      .select({ rejected: requeriments.rejected_positions })
      .from(requeriments)
      .where(eq(requeriments.id, Number(row?.requeriment_id)));
    expect(requirement?.rejected).toBe(1);
  });

  it('closes an open vacancy candidacy when asked', async () => {
    const ids = await seedIds(t);
    const candidate = await makeCandidate(t, { category: ids.category.ADMINISTRATIVE });
    const vacancy = await makeSentVacancy(t);
    const candidacy = await makeVacancyCandidate(t, { vacancy: vacancy.id, candidate: candidate.id });
    // the factory saves a draft: made an assignment in process, as assign_candidate leaves it
    await t.database.db
      .update(vacancyCandidates)
      .set({ is_draft: false, is_viable: true })
      .where(eq(vacancyCandidates.id, candidacy.id));
    const res = await blacklist(candidate.id, { close_open_processes: true });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ status: vacancyCandidates.status, reject_reason: vacancyCandidates.reject_reason })
      .from(vacancyCandidates)
      .where(eq(vacancyCandidates.id, candidacy.id));
    expect(row).toEqual({ status: 'Rejected', reject_reason: blacklisted });
  });

  it('leaves the processes open when not asked (the dialog says they are open)', async () => {
    const candidate = await makeCandidate(t);
    const assigned = (await makeRequirementCandidate(t, { candidate: candidate.id })) as ApiRow;
    const res = await blacklist(candidate.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((await assignment(assigned.id))?.status).toBe('Pending');
  });

  it('closes nothing when the entry is refused (all or nothing)', async () => {
    const candidate = await makeCandidate(t);
    const assigned = (await makeRequirementCandidate(t, { candidate: candidate.id })) as ApiRow;
    expect((await blacklist(candidate.id)).statusCode).toBe(201);
    // a second counting entry is refused (409): its close is rolled back with it
    const again = await blacklist(candidate.id, { close_open_processes: true });
    expect(again.statusCode).toBe(409);
    expect((await assignment(assigned.id))?.status).toBe('Pending');
  });
});
