import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  elfBytes,
  makeCompany,
  makeRegion,
  makeSignedInUser,
  makeSite,
  multipart,
  pdfBytes,
  pngBytes,
  type SignedIn,
  unique,
} from '../../test/factories';
import { slugify } from './clients.service';

let t: TestApp;
let regionA: ApiRow;
let regionB: ApiRow;
let a: ApiRow;
let b: ApiRow;
let inactive: ApiRow;
let siteA1: ApiRow;
let siteA2: ApiRow;
let siteB: ApiRow;
/** Company pages + company A. */
let scoped: SignedIn;
/** Company A, narrowed to site A1. */
let siteScoped: SignedIn;
/** Company A, but no page that edits companies. */
let readOnly: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  regionA = await makeRegion(t);
  regionB = await makeRegion(t);
  a = await makeCompany(t, {
    region: regionA.id,
    name_es: unique('Alfa '),
    public_name: 'Alfa Público',
    custom_url: unique('alfa-').toLowerCase(),
    priority_order: 1,
  });
  b = await makeCompany(t, { region: regionB.id, name_es: unique('Beta '), priority_order: 2 });
  inactive = await makeCompany(t, {
    region: regionA.id,
    status: false,
    custom_url: unique('off-').toLowerCase(),
  });
  siteA1 = await makeSite(t, { company: a.id, name: unique('A1 Planta '), state: 'Baja California' });
  siteA2 = await makeSite(t, { company: a.id, name: unique('A2 Planta ') });
  siteB = await makeSite(t, { company: b.id, name: unique('B Planta ') });
  scoped = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [a.id] });
  siteScoped = await makeSignedInUser(t, {
    routes: ['clients-companies'],
    companies: [a.id],
    sites: [siteA1.id],
  });
  readOnly = await makeSignedInUser(t, { routes: ['index'], companies: [a.id] });
});
afterAll(async () => t?.close());

const get = (url: string, token = t.adminToken, lang?: 'es' | 'en') =>
  t.request({ method: 'GET', url, token, lang });
const post = (url: string, payload: Body, token: string | undefined = t.adminToken, lang?: 'es' | 'en') =>
  t.request({ method: 'POST', url, payload, token, lang });
const ids = (rows: ApiRow[]) => rows.map((row) => row.id);

type Part = { field: string; filename: string; content: Buffer };

/** A multipart body with any number of files (the shared helper takes one). */
function multipartFiles(fields: Record<string, string>, files: Part[]) {
  const boundary = `----rp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const updateProfile = (body: { payload: Buffer; headers: Record<string, string> }, token = t.adminToken) =>
  t.request({ method: 'POST', url: '/api/companies/update_profile/', token, ...body });

describe('GET companies/get_access/', () => {
  it('gives a superuser every active company with the selector shape, by priority then name', async () => {
    const first = await makeCompany(t, { region: regionA.id, name_es: 'Zeta primero', priority_order: 0 });
    const res = await get('/api/companies/get_access/');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ApiRow[];
    expect(ids(rows)).toEqual(expect.arrayContaining([a.id, b.id, first.id]));
    expect(ids(rows)).not.toContain(inactive.id);
    expect(ids(rows).indexOf(first.id)).toBeLessThan(ids(rows).indexOf(a.id));
    expect(ids(rows).indexOf(a.id)).toBeLessThan(ids(rows).indexOf(b.id));
    expect(rows.find((row) => row.id === a.id)).toEqual({
      id: a.id,
      code: a.code,
      name_es: a.name_es,
      name_en: null,
      public_name: 'Alfa Público',
      region: regionA.id,
      status: true,
      links: {
        clients: `/vacancies/clients/${a.custom_url}`,
        shelter: `/vacancies/shelter/${a.custom_url}`,
        shelter_indirect: `/vacancies/shelter_indirect/${a.custom_url}`,
      },
    });
    expect(rows.find((row) => row.id === b.id)?.links).toBeNull();
  });

  it('narrows by the region selector ("all" is every region)', async () => {
    const inA = ids((await get(`/api/companies/get_access/?region=${regionA.id}`)).json());
    expect(inA).toContain(a.id);
    expect(inA).not.toContain(b.id);
    const all = ids((await get('/api/companies/get_access/?region=all')).json());
    expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
    const scopedInB = await get(`/api/companies/get_access/?region=${regionB.id}`, scoped.token);
    expect(scopedInB.json()).toEqual([]);
  });

  it('gives anyone else only their companies', async () => {
    const res = await get('/api/companies/get_access/', scoped.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([a.id]);
    const none = await makeSignedInUser(t, { routes: ['clients-companies'] });
    expect((await get('/api/companies/get_access/', none.token)).json()).toEqual([]);
  });

  it('answers 400 for a malformed region and 401 without a token', async () => {
    const bad = await get('/api/companies/get_access/?region=north', t.adminToken, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ region: ['Must be a number'] });
    expect((await t.request({ method: 'GET', url: '/api/companies/get_access/' })).statusCode).toBe(401);
  });
});

describe('GET sites/get_access/', () => {
  it('gives a superuser every site, filtered by company, with the selector shape', async () => {
    const all = ids((await get('/api/sites/get_access/')).json());
    expect(all).toEqual(expect.arrayContaining([siteA1.id, siteA2.id, siteB.id]));
    const res = await get(`/api/sites/get_access/?company=${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: siteA1.id,
        code: null,
        name: siteA1.name,
        company: a.id,
        city: 'Tijuana',
        state: 'Baja California',
        status: true,
      },
      expect.objectContaining({ id: siteA2.id, company: a.id }),
    ]);
  });

  it('gives a user the sites of its companies, or only its own sites when it has some', async () => {
    expect(ids((await get('/api/sites/get_access/', scoped.token)).json())).toEqual([siteA1.id, siteA2.id]);
    expect((await get(`/api/sites/get_access/?company=${b.id}`, scoped.token)).json()).toEqual([]);
    expect(ids((await get('/api/sites/get_access/', siteScoped.token)).json())).toEqual([siteA1.id]);
  });

  it('answers 400 for a malformed company filter', async () => {
    const res = await get('/api/sites/get_access/?company=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ company: ['Debe ser un número'] });
  });
});

describe('data scope of companies and sites', () => {
  it('gives a non-superuser who creates a company access to it', async () => {
    const creator = await makeSignedInUser(t, { routes: ['clients-companies'] });
    const res = await t.request({
      method: 'POST',
      url: '/api/companies/',
      token: creator.token,
      payload: {
        code: `NEW${randomBytes(3).toString('hex')}`,
        name_es: 'Empresa creada',
        region: regionA.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect((await get(`/api/companies/${created.id}/`, creator.token)).statusCode).toBe(200);
    expect((await get(`/api/companies/${b.id}/`, creator.token)).statusCode).toBe(404);
  });

  it("answers 404 for another company's site or company, 200 for its own", async () => {
    expect((await get(`/api/sites/${siteB.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/companies/${b.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/sites/${siteA1.id}/`, scoped.token)).statusCode).toBe(200);
    expect((await get(`/api/sites/${siteA2.id}/`, siteScoped.token)).statusCode).toBe(404);
  });
});

describe('POST companies/update_rotation/', () => {
  it('appends or replaces a month, keeps the history sorted and sets rotation to the latest month', async () => {
    const company = await makeCompany(t);
    const url = '/api/companies/update_rotation/';
    let res = await post(url, { id: company.id, period: '2026-02', value: 4.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: company.id,
      rotation: 4.5,
      rotations: [{ period: '2026-02', value: 4.5 }],
    });

    res = await post(url, { id: company.id, period: '2026-01', value: 3 });
    expect(res.json()).toMatchObject({
      rotation: 4.5,
      rotations: [
        { period: '2026-01', value: 3 },
        { period: '2026-02', value: 4.5 },
      ],
    });

    res = await post(url, { id: company.id, period: '2026-02', value: 5.26 });
    expect(res.json()).toMatchObject({
      rotation: 5.26,
      rotations: [
        { period: '2026-01', value: 3 },
        { period: '2026-02', value: 5.26 },
      ],
    });

    res = await post(url, { id: company.id, period: '2026-03', value: 0 });
    const row = res.json();
    expect(row.rotation).toBe(0);
    expect(row.rotations).toHaveLength(3);
    // the company read shape
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['code', 'name_es', 'links', 'custom_url']));
    expect((await get(`/api/companies/${company.id}/`)).json()).toMatchObject({ rotation: 0 });
  });

  it('answers 400 with field messages in es and en', async () => {
    const body = { id: a.id, period: '2026-13', value: 101 };
    const es = await post('/api/companies/update_rotation/', body);
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      period: ['El periodo debe tener el formato AAAA-MM'],
      value: ['Debe ser menor o igual a 100'],
    });
    const en = await post('/api/companies/update_rotation/', body, t.adminToken, 'en');
    expect(en.json()).toEqual({
      period: ['The period must have the format YYYY-MM'],
      value: ['Must be less than or equal to 100'],
    });
    const empty = await post('/api/companies/update_rotation/', {}, t.adminToken, 'en');
    expect(empty.json()).toEqual({
      id: ['This field is required'],
      period: ['This field is required'],
      value: ['This field is required'],
    });
    const text = await post('/api/companies/update_rotation/', { id: a.id, period: '2026-01', value: '5' });
    expect(text.json()).toEqual({ value: ['Debe ser un número'] });
  });

  it('stores a typed decimal as sent and refuses a decimal comma or a third decimal rather than misreading it', async () => {
    const company = await makeCompany(t);
    const url = '/api/companies/update_rotation/';
    const comma = await post(url, { id: company.id, period: '2026-05', value: '5,8' });
    expect(comma.statusCode).toBe(400);
    expect(comma.json()).toEqual({ value: ['Debe ser un número'] });
    // numeric(5,2) would round 5.256 to 5.26: refused instead of stored as another number
    const third = await post(url, { id: company.id, period: '2026-05', value: 5.256 }, t.adminToken, 'en');
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ value: ['At most 2 decimal places'] });
    const ok = await post(url, { id: company.id, period: '2026-05', value: 5.8 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ rotation: 5.8, rotations: [{ period: '2026-05', value: 5.8 }] });
    expect((await get(`/api/companies/${company.id}/`)).json()).toMatchObject({
      rotation: 5.8,
      rotations: [{ period: '2026-05', value: 5.8 }],
    });
  });

  it('is scoped (404 for another company or a missing one) and needs a company page (403)', async () => {
    const body = { period: '2026-04', value: 2 };
    expect(
      (await post('/api/companies/update_rotation/', { ...body, id: b.id }, scoped.token)).statusCode,
    ).toBe(404);
    expect((await post('/api/companies/update_rotation/', { ...body, id: 999999 })).statusCode).toBe(404);
    const own = await post('/api/companies/update_rotation/', { ...body, id: a.id }, scoped.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().rotation).toBe(2);
    expect(
      (await post('/api/companies/update_rotation/', { ...body, id: a.id }, readOnly.token)).statusCode,
    ).toBe(403);
  });
});

describe('POST companies/update_profile/', () => {
  it('requires the attachment of a section saved with text (400 in es and en)', async () => {
    const company = await makeCompany(t);
    const es = await post('/api/companies/update_profile/', { id: company.id, profile: 'Empresa líder' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ profile_file: ['Debe adjuntar un archivo de la empresa'] });
    const multi = await updateProfile(
      multipart({ id: String(company.id), benefits: 'Vales', routes: 'Ruta 1' }),
    );
    expect(multi.statusCode).toBe(400);
    expect(multi.json()).toEqual({
      benefits_file: ['Debe adjuntar un archivo de la empresa'],
      routes_file: ['Debe adjuntar un archivo de la empresa'],
    });
    const en = await t.request({
      method: 'POST',
      url: '/api/companies/update_profile/',
      payload: { id: company.id, routes: 'Ruta 1' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(en.json()).toEqual({ routes_file: ['A company attachment is required'] });
    // nothing was saved
    expect((await get(`/api/companies/${company.id}/`)).json()).toMatchObject({
      profile: null,
      routes: null,
    });
  });

  it('stores a real PDF per section as a FileRecord of the company, then keeps it for later text', async () => {
    const company = await makeCompany(t);
    const res = await updateProfile(
      multipart(
        { id: String(company.id), profile: '  Empresa líder en arneses  ' },
        { field: 'profile_file', filename: 'perfil.pdf', content: pdfBytes() },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ id: company.id, profile: 'Empresa líder en arneses', benefits: null });
    expect(row.profile_path).toBeTypeOf('number');
    const file = await get(`/api/file-records/${row.profile_path}/`);
    expect(file.json()).toMatchObject({
      kind: 'company_profile',
      owner_type: 'company',
      owner_id: company.id,
      original_name: 'perfil.pdf',
      mime_type: 'application/pdf',
    });

    // the section has its file now: new text alone is enough (JSON body)
    const again = await post('/api/companies/update_profile/', { id: company.id, profile: 'Nuevo perfil' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ profile: 'Nuevo perfil', profile_path: row.profile_path });

    // two sections with their files in one request
    const both = await updateProfile(
      multipartFiles({ id: String(company.id), benefits: 'Vales de despensa', routes: 'Ruta Otay' }, [
        { field: 'benefits_file', filename: 'prestaciones.pdf', content: pdfBytes() },
        { field: 'routes_file', filename: 'rutas.pdf', content: pdfBytes() },
      ]),
    );
    expect(both.statusCode, both.body).toBe(200);
    const saved = both.json();
    expect(saved).toMatchObject({
      profile: 'Nuevo perfil',
      benefits: 'Vales de despensa',
      routes: 'Ruta Otay',
    });
    expect(saved.benefits_path).toBeTypeOf('number');
    expect(saved.routes_path).toBeTypeOf('number');
    expect((await get(`/api/file-records/${saved.routes_path}/`)).json()).toMatchObject({
      kind: 'company_routes',
    });
  });

  it('treats an empty file input as no file, empty text as no text, and clears a section', async () => {
    const company = await makeCompany(t);
    const emptyFile = await updateProfile(
      multipart(
        { id: String(company.id), profile: 'Perfil' },
        { field: 'profile_file', filename: '', content: Buffer.alloc(0) },
      ),
    );
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json()).toEqual({ profile_file: ['Debe adjuntar un archivo de la empresa'] });

    const emptyText = await post('/api/companies/update_profile/', { id: company.id, routes: '  ' });
    expect(emptyText.statusCode, emptyText.body).toBe(200);
    expect(emptyText.json()).toMatchObject({ routes: null, routes_path: null });

    const saved = await updateProfile(
      multipart(
        { id: String(company.id), profile: 'Perfil' },
        { field: 'profile_file', filename: 'perfil.pdf', content: pdfBytes() },
      ),
    );
    expect(saved.json().profile_path).toBeTypeOf('number');
    const cleared = await updateProfile(multipart({ id: String(company.id), clear_profile: 'true' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ profile: null, profile_path: null });
    // cleared and given new text in the same request: the old file is gone, a new one is needed
    await updateProfile(
      multipart(
        { id: String(company.id), profile: 'Perfil' },
        { field: 'profile_file', filename: 'perfil.pdf', content: pdfBytes() },
      ),
    );
    const clearAndText = await post('/api/companies/update_profile/', {
      id: company.id,
      clear_profile: true,
      profile: 'Otro',
    });
    expect(clearAndText.json()).toEqual({ profile_file: ['Debe adjuntar un archivo de la empresa'] });
  });

  it('refuses a disguised file on its section field and bad fields', async () => {
    const company = await makeCompany(t);
    const res = await updateProfile(
      multipart(
        { id: String(company.id), benefits: 'Vales' },
        { field: 'benefits_file', filename: 'prestaciones.pdf', content: elfBytes() },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['benefits_file']);
    const noId = await post('/api/companies/update_profile/', { profile: 'x' }, t.adminToken, 'en');
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ id: ['This field is required'] });
    const long = await post('/api/companies/update_profile/', { id: company.id, profile: 'x'.repeat(20001) });
    expect(long.json()).toEqual({ profile: ['Máximo 20000 caracteres'] });
  });

  it('is scoped (404 for another company) and needs a company page (403)', async () => {
    const body = { profile: 'Perfil' };
    const other = await updateProfile(
      multipart(
        { id: String(b.id), ...body },
        { field: 'profile_file', filename: 'p.pdf', content: pdfBytes() },
      ),
      scoped.token,
    );
    expect(other.statusCode).toBe(404);
    const forbidden = await post('/api/companies/update_profile/', { id: a.id, ...body }, readOnly.token);
    expect(forbidden.statusCode).toBe(403);
    const own = await updateProfile(
      multipart(
        { id: String(a.id), ...body },
        { field: 'profile_file', filename: 'p.pdf', content: pdfBytes() },
      ),
      scoped.token,
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('POST companies/get_company_by_key/ (public)', () => {
  it('answers without a token with only the public fields, matching the key in any case', async () => {
    const company = await makeCompany(t, {
      custom_url: unique('pub-').toLowerCase(),
      public_name: 'Arneses del Norte',
      name_en: 'Northern Harness',
      rfc: 'ANO980415KJ3',
    });
    const res = await post(
      '/api/companies/get_company_by_key/',
      { key: String(company.custom_url).toUpperCase() },
      undefined,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      public_name: 'Arneses del Norte',
      name_es: company.name_es,
      name_en: 'Northern Harness',
      benefits: null,
      logo: null,
      links: {
        clients: `/vacancies/clients/${company.custom_url}`,
        shelter: `/vacancies/shelter/${company.custom_url}`,
        shelter_indirect: `/vacancies/shelter_indirect/${company.custom_url}`,
      },
    });
  });

  it('gives the logo as a signed link anyone can open; update_profile sets (an image only) and clears it', async () => {
    const company = await makeCompany(t, { custom_url: unique('logo-').toLowerCase() });
    const notImage = await updateProfile(
      multipart(
        { id: String(company.id) },
        { field: 'logo_file', filename: 'logo.pdf', content: pdfBytes() },
      ),
    );
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json())).toEqual(['logo_file']);
    const saved = await updateProfile(
      multipart(
        { id: String(company.id) },
        { field: 'logo_file', filename: 'logo.png', content: pngBytes() },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const logoPath = saved.json().logo_path;
    expect(logoPath).toBeTypeOf('number');
    expect((await get(`/api/file-records/${logoPath}/`)).json()).toMatchObject({
      kind: 'logo',
      owner_type: 'company',
      owner_id: company.id,
    });
    const face = (
      await post('/api/companies/get_company_by_key/', { key: String(company.custom_url) }, undefined)
    ).json() as { logo: string };
    expect(face.logo).toMatch(new RegExp(`^/api/file-records/${logoPath}/download/\\?sig=`));
    const image = await t.request({ method: 'GET', url: face.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const cleared = await updateProfile(multipart({ id: String(company.id), clear_logo: 'true' }));
    expect(cleared.json()).toMatchObject({ logo_path: null });
    expect(
      (
        await post('/api/companies/get_company_by_key/', { key: String(company.custom_url) }, undefined)
      ).json(),
    ).toMatchObject({ logo: null });
  });

  it('answers 404 for an unknown or inactive company and 400 without a key', async () => {
    const unknown = await post(
      '/api/companies/get_company_by_key/',
      { key: 'no-such-company' },
      undefined,
      'en',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    const off = await post(
      '/api/companies/get_company_by_key/',
      { key: String(inactive.custom_url) },
      undefined,
    );
    expect(off.statusCode).toBe(404);
    const empty = await post('/api/companies/get_company_by_key/', {}, undefined);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ key: ['Este campo es obligatorio'] });
  });
});

describe('GET companies/suggest_custom_url/ (*added*)', () => {
  it('slugifies names: accents stripped, lowercase, dashes', () => {
    expect(slugify('  Compañía Ñandú — Ágil S.A. de C.V. ')).toBe('compania-nandu-agil-s-a-de-c-v');
    expect(slugify('¡¡!!')).toBe('');
    expect(slugify('x'.repeat(80))).toHaveLength(60);
  });

  it('suggests a free custom_url, adding -2, -3 … when taken', async () => {
    const name = `Café Único ${unique('N')}`;
    const url = `/api/companies/suggest_custom_url/?name=${encodeURIComponent(name)}`;
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const slug = first.json().custom_url as string;
    expect(slug).toBe(slugify(name));
    expect(slug).toMatch(/^cafe-unico-n[a-z0-9]+$/);
    await makeCompany(t, { custom_url: slug });
    expect((await get(url)).json()).toEqual({ custom_url: `${slug}-2` });
    await makeCompany(t, { custom_url: `${slug}-2` });
    expect((await get(url)).json()).toEqual({ custom_url: `${slug}-3` });
    expect((await get('/api/companies/suggest_custom_url/?name=%3F%3F')).json()).toEqual({
      custom_url: expect.stringMatching(/^empresa(-\d+)?$/),
    });
  });

  it('answers 400 without a name and 403 without a company page', async () => {
    const res = await get('/api/companies/suggest_custom_url/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Este campo es obligatorio'] });
    expect((await get('/api/companies/suggest_custom_url/?name=Acme', readOnly.token)).statusCode).toBe(403);
  });
});

describe('company validation and duplicates', () => {
  it('answers a duplicate code as 400 on code (es and en)', async () => {
    const code = unique('DUP');
    await makeCompany(t, { code });
    const body = { code, name_es: 'Otra', region: regionA.id };
    const es = await post('/api/companies/', body);
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ code: ['Ya existe un registro con este valor'] });
    const en = await post('/api/companies/', body, t.adminToken, 'en');
    expect(en.json()).toEqual({ code: ['A record with this value already exists'] });
  });

  it('answers a duplicate custom_url (in any case) as 400 on custom_url, on create and update', async () => {
    const customUrl = unique('dup-').toLowerCase();
    await makeCompany(t, { custom_url: customUrl });
    const create = await post('/api/companies/', {
      code: unique('C'),
      name_es: 'Otra',
      region: regionA.id,
      custom_url: customUrl.toUpperCase(),
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ custom_url: ['Ya existe un registro con este valor'] });
    const other = await makeCompany(t);
    const update = await t.request({
      method: 'PUT',
      url: `/api/companies/${other.id}/`,
      payload: { custom_url: customUrl },
      token: t.adminToken,
      lang: 'en',
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ custom_url: ['A record with this value already exists'] });
  });

  it('validates RFC, e-mail and custom_url with field messages (es and en)', async () => {
    const body = {
      code: unique('C'),
      name_es: 'Mala',
      region: regionA.id,
      rfc: 'ABC123',
      email: 'not-an-email',
      custom_url: 'con espacios',
    };
    const es = await post('/api/companies/', body);
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      rfc: ['El RFC no tiene un formato válido'],
      email: ['Debe ser un correo electrónico válido'],
      custom_url: ['Solo letras minúsculas, números y guiones'],
    });
    const en = await post('/api/companies/', body, t.adminToken, 'en');
    expect(en.json()).toEqual({
      rfc: ['The RFC format is not valid'],
      email: ['Must be a valid email'],
      custom_url: ['Only lowercase letters, digits and dashes'],
    });
    const put = await t.request({
      method: 'PUT',
      url: `/api/companies/${a.id}/`,
      payload: { rfc: 'XYZ' },
      token: t.adminToken,
    });
    expect(put.json()).toEqual({ rfc: ['El RFC no tiene un formato válido'] });
  });

  it('accepts a valid RFC of a company (12) or a person (13), upper-cased', async () => {
    const company = await makeCompany(t, { rfc: ' epa980415kj3 ' });
    expect(company.rfc).toBe('EPA980415KJ3');
    const person = await makeCompany(t, { rfc: 'GOML800101AB1' });
    expect(person.rfc).toBe('GOML800101AB1');
  });
});

describe('OpenAPI and rate limit', () => {
  it('documents the company and site actions', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/companies/get_access/',
      '/api/sites/get_access/',
      '/api/companies/update_rotation/',
      '/api/companies/update_profile/',
      '/api/companies/get_company_by_key/',
      '/api/companies/suggest_custom_url/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('rate-limits get_company_by_key (the public page views allowance, PUBLIC_VIEW_RATE_LIMIT)', async () => {
    let last = 0;
    for (let i = 0; i <= t.config.publicViewRateLimit; i++) {
      last = (await post('/api/companies/get_company_by_key/', { key: 'no-such-company' }, undefined))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('GET companies/get_setup/ (*added*: the setup checklist)', () => {
  const setupOf = (company: unknown, token = t.adminToken) =>
    get(`/api/companies/get_setup/?company=${company}`, token);
  /** The seeded role of a short code (docs/domain.md#data-scope: a role grants its routes). */
  const roleId = async (short: string) => {
    const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.short, short));
    if (!row) throw new Error(`no role ${short}`);
    return row.id;
  };
  const userWith = async (short: string, companies: number[], over: Body = {}) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/users/',
        token: t.adminToken,
        payload: {
          username: unique(short).toLowerCase(),
          password: 'user-password-1',
          first_name: unique('Nombre'),
          last_name: 'Prueba',
          email: null,
          roles: [await roleId(short)],
          companies,
          sites: [],
          ...over,
        },
      })
    ).json() as ApiRow;

  it('says a new company has nothing yet and nobody sees it', async () => {
    const fresh = await makeCompany(t, { region: regionA.id });
    const res = await setupOf(fresh.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      company: fresh.id,
      sites: 0,
      sites_located: 0,
      targets: 0,
      approvers: { clients: 0, shelter: 0, shelter_indirect: 0 },
      recruiters: [],
      requesters: [],
      medical: [],
    });
    // shared positions and the shift catalog are offered to every company
    expect(res.json().shifts).toBeGreaterThan(0);
  });

  it('counts active sites, those with a location, and names who sees the company by role', async () => {
    const fresh = await makeCompany(t, { region: regionA.id });
    await makeSite(t, { company: fresh.id, latitute: 32.5, longitude: -117.0 });
    await makeSite(t, { company: fresh.id });
    await makeSite(t, { company: fresh.id, status: false, latitute: 32.5, longitude: -117.0 });
    const medical = await userWith('medical', [fresh.id]);
    await userWith('medical', [b.id]);
    const gone = await userWith('medical', [fresh.id]);
    await t.request({ method: 'DELETE', url: `/api/users/${gone.id}/`, token: t.adminToken });
    const recruiter = await userWith('recruiter', [fresh.id, b.id]);
    const body = (await setupOf(fresh.id)).json();
    expect(body).toMatchObject({ sites: 2, sites_located: 1 });
    expect(ids(body.medical)).toEqual([medical.id]);
    expect(ids(body.recruiters)).toEqual([recruiter.id]);
    expect(body.requesters).toEqual([]);
    expect(Object.keys(body.medical[0]).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'last_name',
      'username',
    ]);
  });

  it('names e-mails only to callers who administer users (null for the others)', async () => {
    const recruiter = await userWith('recruiter', [a.id], {
      email: `${unique('r').toLowerCase()}@example.com`,
    });
    const rowOf = (body: { recruiters: Array<{ id: number; email: string | null }> }) =>
      body.recruiters.find((row) => row.id === recruiter.id);
    expect(rowOf((await setupOf(a.id)).json())?.email).toBe(recruiter.email);
    const plain = (await setupOf(a.id, scoped.token)).json();
    expect(rowOf(plain)).toMatchObject({ id: recruiter.id, email: null });
    expect(
      [...plain.recruiters, ...plain.requesters, ...plain.medical].every(
        (row: { email: string | null }) => row.email === null,
      ),
    ).toBe(true);
    const administrator = await makeSignedInUser(t, {
      routes: ['clients-companies', 'settings-users'],
      companies: [a.id],
    });
    expect(rowOf((await setupOf(a.id, administrator.token)).json())?.email).toBe(recruiter.email);
  });

  it("counts the default approvers of the company's region by vacancy type", async () => {
    const region = await makeRegion(t);
    const fresh = await makeCompany(t, { region: region.id });
    for (const [approval_type, sort_item] of [
      ['clients', 1],
      ['clients', 2],
      ['shelter', 1],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/default-approvals/',
        token: t.adminToken,
        payload: {
          full_name: 'Laura Méndez',
          email: 'laura@example.com',
          approval_type,
          sort_item,
          region: region.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const body = (await setupOf(fresh.id)).json();
    expect(body.approvers).toEqual({ clients: 2, shelter: 1, shelter_indirect: 0 });
  });

  it("cannot see another company's checklist: 404 like a missing company", async () => {
    expect((await setupOf(a.id, scoped.token)).statusCode).toBe(200);
    expect((await setupOf(b.id, scoped.token)).statusCode).toBe(404);
    expect((await setupOf(999_999)).statusCode).toBe(404);
    expect((await get('/api/companies/get_setup/')).statusCode).toBe(400);
  });
});
