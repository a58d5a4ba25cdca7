import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords, idempotencyKeys, vacancies } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type Body,
  makeCompany,
  makeSignedInUser,
  multipart,
  pdfBytes,
  seedIds,
  unique,
} from '../test/factories';

/** Creation with an Idempotency-Key (docs/api.md#idempotent-creation): a repeat creates nothing. */

let t: TestApp;
let vacancyBody: Body;
beforeAll(async () => {
  t = await buildTestApp();
  const ids = await seedIds(t);
  vacancyBody = {
    vacancy_type: 'clients',
    company: (await makeCompany(t)).id,
    category: ids.category.ADMINISTRATIVE,
    position: unique('Offline '),
    salary_from: 15000,
    salary_to: 20000,
    quantity: 1,
  };
});
afterAll(async () => t?.close());

const vacanciesNamed = async (position: unknown) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(vacancies)
      .where(sql`${vacancies.position} = ${String(position)}`)
  )[0]?.n;

const postVacancy = (body: Body, key?: string, token = t.adminToken) =>
  t.request({
    method: 'POST',
    url: '/api/vacancies/',
    token,
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('Idempotency-Key on a resource creation', () => {
  it('creates once: the repeat answers the same row, marked as replayed', async () => {
    const key = crypto.randomUUID();
    const body = { ...vacancyBody, position: unique('Once ') };
    const first = await postVacancy(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postVacancy(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await vacanciesNamed(body.position)).toBe(1);
  });

  it('two requests racing with one key create one row', async () => {
    const key = crypto.randomUUID();
    const body = { ...vacancyBody, position: unique('Race ') };
    const answers = await Promise.all([postVacancy(body, key), postVacancy(body, key)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(await vacanciesNamed(body.position)).toBe(1);
  });

  it('a refused creation leaves its key free for the corrected retry', async () => {
    const key = crypto.randomUUID();
    const position = unique('Fixed ');
    const refused = await postVacancy({ ...vacancyBody, position, quantity: 0 }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('quantity');
    const fixed = await postVacancy({ ...vacancyBody, position, quantity: 2 }, key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(fixed.json().quantity).toBe(2);
  });

  it('keys are per user, per scope, and well formed', async () => {
    const key = crypto.randomUUID();
    const body = { ...vacancyBody, position: unique('Users ') };
    expect((await postVacancy(body, key)).statusCode).toBe(201);
    const other = await makeSignedInUser(t, {
      routes: ['requeriments-clients', 'new_vacancies-clients'],
      companies: [Number(vacancyBody.company)],
    });
    const theirs = await postVacancy(body, key, other.token);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await vacanciesNamed(body.position)).toBe(2);

    // the same key on another resource: 409, nothing created
    const candidate = await t.request({
      method: 'POST',
      url: '/api/candidates/',
      token: t.adminToken,
      payload: { first_name: 'Ana' },
      headers: { 'idempotency-key': key },
    });
    expect(candidate.statusCode).toBe(409);

    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'nul\u0000byte-key']) {
      const res = await postVacancy(body, bad).catch((error: Error) => ({ statusCode: 400, error }));
      expect(res.statusCode, bad).toBe(400);
    }
    const en = await t.request({
      method: 'POST',
      url: '/api/vacancies/',
      lang: 'en',
      token: t.adminToken,
      payload: body,
      headers: { 'idempotency-key': 'short' },
    });
    expect(en.json()).toEqual({
      'Idempotency-Key': ['Must be a key of 8 to 64 letters, digits, hyphens or underscores'],
    });
  });

  it('an upload with a key stores one file', async () => {
    const key = crypto.randomUUID();
    const files = async () => (await t.database.db.select({ n: count() }).from(fileRecords))[0]?.n ?? 0;
    const before = await files();
    const part = multipart({ kind: 'document' }, { field: 'file', filename: 'cv.pdf', content: pdfBytes() });
    const upload = () =>
      t.request({
        method: 'POST',
        url: '/api/file-records/',
        token: t.adminToken,
        payload: part.payload,
        headers: { ...part.headers, 'idempotency-key': key },
      });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await files()).toBe(before + 1);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = ${key}`);
    expect(keys).toEqual([expect.objectContaining({ scope: 'files/upload', row_id: first.json().id })]);
  });
});
