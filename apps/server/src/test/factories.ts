import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { clas, type PermissionShort, permissionShorts, type ResourcePath } from '@rp/contract';
import { asc, eq, sql } from 'drizzle-orm';
import {
  auditLogs,
  catalogs,
  categories,
  countries,
  vacancyCandidateHistory,
  vacancyCandidateStatus,
  vacancyHistory,
  vacancyLogs,
  vacancyStatus,
} from '../db/schema/index';
import { mailLink, queueMail } from '../modules/mail/mail.service';
import type { TestApp } from './build-app';

/** A row as the API answers it. */
export type ApiRow = Record<string, unknown> & { id: number };
export type Body = Record<string, unknown>;

let sequence = 0;
/** A short value unique within this test process (codes are limited to 30 characters). */
export function unique(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(2).toString('hex')}`.slice(
    0,
    30,
  );
}

/** POSTs a JSON body and returns the created row; fails loudly on anything but 201. */
export async function post(t: TestApp, url: string, body: Body, token = t.adminToken): Promise<ApiRow> {
  const res = await t.request({ method: 'POST', url, payload: body, token });
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as ApiRow;
}

// ---------------------------------------------------------------------------------------------
// Seeded reference data

export type SeedIds = {
  category: Record<'DIRECT' | 'INDIRECT' | 'ADMINISTRATIVE' | 'MANAGERIAL', number>;
  /** The first catalog item of a classification (docs/domain.md#formats-and-constants: classification ids). */
  catalog: (clasId: number) => number;
  vacancyStatus: number;
  vacancyCandidateStatus: number;
  mexico: number;
};

const seedCache = new WeakMap<TestApp, SeedIds>();

/** Ids of the seeded categories, catalogs, stages and Mexico, read from the database once per app. */
export async function seedIds(t: TestApp): Promise<SeedIds> {
  const cached = seedCache.get(t);
  if (cached) return cached;
  const db = t.database.db;
  const cats = await db.select({ id: categories.id, code: categories.code }).from(categories);
  const items = await db
    .select({ id: catalogs.id, clas_id: catalogs.clas_id })
    .from(catalogs)
    .orderBy(asc(catalogs.id));
  const [stage] = await db.select({ id: vacancyStatus.id }).from(vacancyStatus).limit(1);
  const [candidateStage] = await db
    .select({ id: vacancyCandidateStatus.id })
    .from(vacancyCandidateStatus)
    .limit(1);
  const [mexico] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'MX'));
  const category = Object.fromEntries(cats.map((c) => [c.code, c.id])) as SeedIds['category'];
  const ids: SeedIds = {
    category,
    catalog: (clasId) => {
      const item = items.find((i) => i.clas_id === clasId);
      if (!item) throw new Error(`no seeded catalog item of classification ${clasId}`);
      return item.id;
    },
    vacancyStatus: stage?.id ?? 0,
    vacancyCandidateStatus: candidateStage?.id ?? 0,
    mexico: mexico?.id ?? 0,
  };
  seedCache.set(t, ids);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Entities through the API (each creates the parent rows it needs unless given)

export async function makeRegion(t: TestApp, over: Body = {}) {
  return post(t, '/api/regions/', { name: unique('Region '), area: 'Norte', ...over });
}

export async function makeCompany(t: TestApp, over: Body = {}) {
  const region = over.region ?? (await makeRegion(t)).id;
  return post(t, '/api/companies/', {
    code: unique('C'),
    name_es: unique('Empresa '),
    email: 'rh@example.com',
    ...over,
    region,
  });
}

export async function makeSite(t: TestApp, over: Body = {}) {
  const company = over.company ?? (await makeCompany(t)).id;
  return post(t, '/api/sites/', { name: unique('Planta '), city: 'Tijuana', ...over, company });
}

export async function makePosition(t: TestApp, over: Body = {}) {
  return post(t, '/api/positions/', { name_es: unique('Operador '), name_en: 'Operator', ...over });
}

/** A phone number unique within this test process (shared contact data asks for confirmation). */
function uniquePhone(): string {
  sequence += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(sequence % 1_000_000).padStart(6, '0')}`;
}

export async function makeCandidate(t: TestApp, over: Body = {}) {
  const ids = await seedIds(t);
  return post(t, '/api/candidates/', {
    names: 'Juan',
    last_name: unique('Pérez'),
    second_name: 'López',
    email: `${unique('juan').toLowerCase()}@example.com`,
    phone_number: uniquePhone(),
    category: ids.category.DIRECT,
    ...over,
  });
}

/** A requirement of a company (and site) with one item of `quantity` positions. */
export async function makeRequirement(t: TestApp, over: Body & { quantity?: number } = {}) {
  const ids = await seedIds(t);
  const { quantity = 2, ...rest } = over;
  const company = rest.company ?? (await makeCompany(t)).id;
  const position = (await makePosition(t)).id;
  return post(t, '/api/requeriments/', {
    requeriment_date: '2026-03-04',
    category: ids.category.DIRECT,
    additional_comments: 'Arranque de línea',
    items: [
      {
        position,
        gender: 'any',
        shift_type: ids.catalog(clas.shiftType),
        category: ids.category.DIRECT,
        quantity,
        details: 'Con experiencia',
      },
    ],
    ...rest,
    company,
  });
}

export async function makeVacancy(t: TestApp, over: Body = {}) {
  const ids = await seedIds(t);
  const company = over.company ?? (await makeCompany(t)).id;
  return post(t, '/api/vacancies/', {
    vacancy_type: 'clients',
    category: ids.category.ADMINISTRATIVE,
    position: unique('Analista '),
    salary_from: 15000,
    salary_to: 20000,
    quantity: 1,
    requisitor_name: 'Ana Ruiz',
    requisitor_email: 'ana@example.com',
    ...over,
    company,
  });
}

/**
 * A vacancy already sent for approval (Pending, waiting approval), which its whole company sees;
 * a New one is only its requester's and team's (docs/domain.md#data-scope).
 */
export async function makeSentVacancy(t: TestApp, over: Body = {}) {
  const vacancy = await makeVacancy(t, over);
  await t.database.db.execute(
    sql`update vacancies set status = 'Pending', current_status = (select id from vacancy_status where name = 'Waiting approval') where id = ${vacancy.id}`,
  );
  return { ...vacancy, status: 'Pending' };
}

export async function makeVacancyCandidate(t: TestApp, over: Body = {}) {
  const vacancy = over.vacancy ?? (await makeVacancy(t)).id;
  const ids = await seedIds(t);
  const candidate = over.candidate ?? (await makeCandidate(t, { category: ids.category.ADMINISTRATIVE })).id;
  return post(t, '/api/vacancy-candidates/', { salary_offer: 18000, ...over, vacancy, candidate });
}

/** A candidate assigned to the first item of a requirement. */
/** An assignment to a new requirement, of `opts.company` when given (else a new company's). */
export async function makeRequirementCandidate(
  t: TestApp,
  over: Body = {},
  opts: { company?: number; site?: unknown } = {},
) {
  const requeriment = (await makeRequirement(t, {
    ...(opts.company ? { company: opts.company } : {}),
    ...(opts.site ? { site: opts.site } : {}),
  })) as ApiRow & {
    items: ApiRow[];
  };
  const item = requeriment.items[0];
  if (!item) throw new Error('requirement without items');
  const candidate = over.candidate ?? (await makeCandidate(t)).id;
  return post(t, '/api/requeriment-candidates/', {
    interview_date: '2026-03-05',
    interview_time: '09:30',
    ...over,
    requeriment: item.id,
    candidate,
  });
}

export async function makeServer(t: TestApp, over: Body = {}) {
  return post(t, '/api/servers/', {
    name: unique('Nómina '),
    engine: 'postgres',
    instance: 'db.example.com',
    database: 'payroll',
    username: 'reader',
    password: 'server-secret-1',
    ...over,
  });
}

/** A role granting these route names. */
export async function makeRole(t: TestApp, routes: string[], over: Body = {}) {
  return post(t, '/api/roles/', {
    name: unique('Rol '),
    short: unique('r').toLowerCase(),
    routes,
    ...over,
  });
}

export type SignedIn = { user: ApiRow; username: string; password: string; token: string };

/**
 * A user (through the API) with a role granting `routes`, signed in. The role grants every action
 * permission unless `permissions` names them (tests of permissions pass their own list).
 */
export async function makeSignedInUser(
  t: TestApp,
  opts: {
    routes?: string[];
    permissions?: PermissionShort[];
    companies?: number[];
    sites?: number[];
    over?: Body;
  } = {},
): Promise<SignedIn> {
  const role = opts.routes
    ? await makeRole(t, opts.routes, { permissions: opts.permissions ?? [...permissionShorts] })
    : undefined;
  const username = unique('user').toLowerCase();
  const password = 'user-password-1';
  const user = await post(t, '/api/users/', {
    username,
    password,
    first_name: 'Usuario',
    last_name: 'Prueba',
    email: `${username}@example.com`,
    roles: role ? [role.id] : [],
    companies: opts.companies ?? [],
    sites: opts.sites ?? [],
    ...opts.over,
  });
  return { user, username, password, token: await t.login(username, password) };
}

// ---------------------------------------------------------------------------------------------
// Files

/** A minimal valid PDF (what file-type sniffs as application/pdf). */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGBA PNG. */
export function pngBytes(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a Linux executable. */
export function elfBytes(): Buffer {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes);
  bytes.writeUInt16LE(2, 16); // ET_EXEC
  bytes.writeUInt16LE(0x3e, 18); // x86-64
  return bytes;
}

/** A zip entry as written: its bytes as packed (`method` 0 stored, 8 deflated), the size it claims unpacked and its CRC. */
export type ZipEntry = { name: string; packed: Buffer; size: number; method: 0 | 8; crc?: number };

/**
 * A zip of entries given as packed, with the sizes they claim (a zip bomb claims what it likes).
 * Built by hand so the tests need no zip library.
 */
export function zipOfEntries(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, size, method, crc = 0 } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of `entries` (name → content), each stored or, with `deflate`, deflated: what Word writes. */
export function zipBytes(entries: Record<string, string | Buffer>, opts: { deflate?: boolean } = {}): Buffer {
  return zipOfEntries(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
      return {
        name,
        packed: opts.deflate ? deflateRawSync(data) : data,
        size: data.length,
        method: opts.deflate ? 8 : 0,
        crc: crc32(data),
      };
    }),
  );
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document (DOCX) with one paragraph per line of `lines` (or `documentXml` as its body part). */
export function docxBytes(lines: string[], opts: { deflate?: boolean; documentXml?: string } = {}): Buffer {
  const body = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(line)}</w:t></w:r></w:p>`);
  return zipBytes(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
      'word/document.xml':
        opts.documentXml ??
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body>${body.join('')}</w:body></w:document>`,
    },
    { deflate: opts.deflate },
  );
}

export type FilePart = { field: string; filename: string; content: Buffer; contentType?: string };

let clientAddresses = 0;
/**
 * A client address of its own (TEST-NET-2): the public calls share allowances per address
 * (PUBLIC_RATE_LIMIT, PUBLIC_VIEW_RATE_LIMIT), so a test that is not about them sends each call
 * from a new address.
 */
export const clientAddress = () => {
  const n = clientAddresses++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----rp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
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

/** POST api/file-records/ (multipart); returns the raw response. */
export async function uploadFile(
  t: TestApp,
  opts: {
    kind?: string;
    filename?: string;
    content?: Buffer;
    fields?: Record<string, string>;
    token?: string;
  } = {},
) {
  const body = multipart(
    { kind: opts.kind ?? 'document', ...opts.fields },
    { field: 'file', filename: opts.filename ?? 'cv.pdf', content: opts.content ?? pdfBytes() },
  );
  return t.request({
    method: 'POST',
    url: '/api/file-records/',
    token: opts.token ?? t.adminToken,
    ...body,
  });
}

/** Uploads a PDF and returns its FileRecord. */
export async function makeFileRecord(t: TestApp, opts: Parameters<typeof uploadFile>[1] = {}) {
  const res = await uploadFile(t, opts);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json() as ApiRow;
}

// ---------------------------------------------------------------------------------------------
// The every-path table (docs/api.md): a valid create body per resource, an update, or a direct insert
// for the read-only history and log resources.

export type ResourceFixture =
  | {
      kind: 'json';
      /** Creates the parents it needs and returns a valid create body. */
      create: (t: TestApp) => Promise<Body>;
      /** Fields changed by PUT (the answer must carry them). */
      update: Body;
    }
  | { kind: 'multipart'; update: Body }
  | {
      kind: 'readonly';
      /** Inserts a row directly in the database and returns its id. */
      insert: (t: TestApp) => Promise<number>;
    };

const json = (create: (t: TestApp) => Promise<Body>, update: Body): ResourceFixture => ({
  kind: 'json',
  create,
  update,
});

/** A two-letter country code no seeded country uses (Q*, X*, Z* are user-assigned in ISO 3166). */
function countryCode(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  sequence += 1;
  return `${'QXZ'[Math.floor(sequence / 26) % 3]}${letters[sequence % 26]}`;
}

export const resourceFixtures: Record<ResourcePath, ResourceFixture> = {
  regions: json(async () => ({ name: unique('Región '), area: 'Norte' }), { area: 'Sur', status: false }),
  companies: json(
    async (t) => ({ code: unique('C'), name_es: unique('Empresa '), region: (await makeRegion(t)).id }),
    { name_en: 'Company', custom_url: unique('acme-').toLowerCase() },
  ),
  sites: json(async (t) => ({ name: unique('Planta '), company: (await makeCompany(t)).id }), {
    city: 'Mexicali',
    latitute: 32.6245,
    longitude: -115.4523,
  }),
  users: json(
    async () => {
      const username = unique('user').toLowerCase();
      return {
        username,
        password: 'user-password-1',
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: `${username}@example.com`,
      };
    },
    { first_name: 'Anabel', lang: 'en' },
  ),
  roles: json(async () => ({ name: unique('Rol '), short: unique('r').toLowerCase(), routes: ['index'] }), {
    routes: ['index', 'profile'],
  }),
  permissions: json(async () => ({ name: unique('Permiso '), short: unique('p').toLowerCase() }), {
    name: 'Permiso renombrado',
  }),
  candidates: json(
    async (t) => ({
      names: 'María',
      last_name: unique('García'),
      category: (await seedIds(t)).category.DIRECT,
      birthdate: '1990-05-17',
    }),
    { city: 'Tijuana', phone_number: '6641234567' },
  ),
  vacancies: json(
    async (t) => ({
      company: (await makeCompany(t)).id,
      vacancy_type: 'shelter',
      category: (await seedIds(t)).category.MANAGERIAL,
      position: 'Gerente de planta',
      salary_from: 40000,
      salary_to: 50000,
    }),
    { plant: 'Planta 2', quantity: 2 },
  ),
  'vacancy-candidates': json(
    async (t) => ({
      vacancy: (await makeVacancy(t)).id,
      candidate: (await makeCandidate(t)).id,
      own_car: true,
    }),
    { salary_offer: 21000, is_viable: true },
  ),
  'vacancy-candidate-status': json(async () => ({ name: unique('Etapa ') }), { referral_id: 3 }),
  'vacancy-status': json(async () => ({ name: unique('Etapa ') }), { name: 'Etapa renombrada' }),
  'vacancy-candidate-history': {
    kind: 'readonly',
    insert: async (t) => {
      const vacancyCandidate = await makeVacancyCandidate(t);
      const [row] = await t.database.db
        .insert(vacancyCandidateHistory)
        .values({
          vacancy_candidate: vacancyCandidate.id,
          vacancy: Number(vacancyCandidate.vacancy),
          status: (await seedIds(t)).vacancyCandidateStatus,
          comments: 'Entrevista agendada',
        })
        .returning({ id: vacancyCandidateHistory.id });
      return row?.id ?? 0;
    },
  },
  'vacancy-history': {
    kind: 'readonly',
    insert: async (t) => {
      const vacancy = await makeVacancy(t);
      const [row] = await t.database.db
        .insert(vacancyHistory)
        .values({ vacancy: vacancy.id, status: (await seedIds(t)).vacancyStatus, comments: 'Aprobada' })
        .returning({ id: vacancyHistory.id });
      return row?.id ?? 0;
    },
  },
  'vacancy-approvals': json(
    async (t) => ({
      vacancy: (await makeVacancy(t)).id,
      full_name: 'Laura Méndez',
      email: 'laura@example.com',
      title: 'Directora',
    }),
    { title: 'Gerente general', single_email: true },
  ),
  'vacancy-comments': json(async (t) => ({ vacancy: (await makeVacancy(t)).id, comment: 'Urgente' }), {
    comment: 'Ya no es urgente',
  }),
  'vacancy-documents': json(
    async (t) => ({
      vacancy: (await makeVacancy(t)).id,
      document: (await makeFileRecord(t, { filename: 'perfil.pdf' })).id,
      notes: 'Perfil del puesto',
    }),
    { notes: 'Perfil actualizado' },
  ),
  'mail-outbox': {
    kind: 'readonly',
    insert: async (t) =>
      queueMail(t.database.db, {
        to: 'prueba@example.com',
        lang: 'es',
        template: 'vacancy_approved',
        params: { code: 'VAC-000001', position: 'Contador', company: 'Maquiladora Norte' },
        link: mailLink(t.config.publicUrl, '/requeriments/shelter/1'),
      }),
  },
  'audit-logs': {
    kind: 'readonly',
    insert: async (t) => {
      const [row] = await t.database.db
        .insert(auditLogs)
        .values({
          action: 'login_failed',
          details: { username: 'nadie', reason: 'invalid_credentials' },
          ip: '10.0.0.1',
        })
        .returning({ id: auditLogs.id });
      return row?.id ?? 0;
    },
  },
  'vacancy-logs': {
    kind: 'readonly',
    insert: async (t) => {
      const vacancy = await makeVacancy(t);
      const [row] = await t.database.db
        .insert(vacancyLogs)
        .values({ vacancy: vacancy.id, status: 'Waiting approval', days: 3, comment: 'Aprobada' })
        .returning({ id: vacancyLogs.id });
      return row?.id ?? 0;
    },
  },
  requeriments: json(
    async (t) => {
      const ids = await seedIds(t);
      const company = await makeCompany(t);
      return {
        company: company.id,
        site: (await makeSite(t, { company: company.id })).id,
        requeriment_date: '2026-01-01',
        category: ids.category.INDIRECT,
        items: [
          {
            position: (await makePosition(t)).id,
            gender: 'female',
            shift_type: ids.catalog(clas.shiftType),
            category: ids.category.INDIRECT,
            quantity: 3,
          },
        ],
      };
    },
    { additional_comments: 'Cambio de turno', details: 'Detalle' },
  ),
  'requeriment-items': json(
    async (t) => {
      const ids = await seedIds(t);
      return {
        requeriment: (await makeRequirement(t)).id,
        position: (await makePosition(t)).id,
        gender: 'male',
        shift_type: ids.catalog(clas.shiftType),
        category: ids.category.DIRECT,
        quantity: 4,
      };
    },
    { quantity: 5, details: 'Segundo turno' },
  ),
  'requeriment-candidates': json(
    async (t) => {
      const requeriment = (await makeRequirement(t)) as ApiRow & { items: ApiRow[] };
      return {
        requeriment: requeriment.items[0]?.id,
        candidate: (await makeCandidate(t)).id,
        interview_date: '2026-03-06',
        interview_time: '10:00',
      };
    },
    { interview_time: '11:15' },
  ),
  catalogs: json(async () => ({ code: unique('K'), name: unique('Motivo '), clas_id: clas.rejectReasons }), {
    name_en: 'Reason',
  }),
  clasifications: json(async () => ({ name: unique('Clasificación ') }), { name: 'Renombrada' }),
  categories: json(async () => ({ code: unique('CAT').toUpperCase(), description: 'Temporal' }), {
    description: 'Eventual',
  }),
  'black-list': json(
    async (t) => ({
      candidate: (await makeCandidate(t)).id,
      reason: (await seedIds(t)).catalog(clas.blackListReasons),
      note: 'Abandono',
      starts_at: '2026-01-10',
    }),
    { note: 'Abandono de trabajo' },
  ),
  cities: json(async () => ({ name: unique('Ciudad '), state_code: 'BC', state_name: 'Baja California' }), {
    name: 'Ensenada',
  }),
  states: json(
    async (t) => ({ name: unique('Estado '), code: unique('E'), nation: (await seedIds(t)).mexico }),
    {
      name: 'Sonora',
    },
  ),
  countries: json(async () => ({ name: unique('País '), code: countryCode(), telephone_code: '+999' }), {
    telephone_code: '+998',
  }),
  departments: json(async () => ({ code: unique('D'), name_es: unique('Calidad ') }), { name_en: 'Quality' }),
  positions: json(async () => ({ name_es: unique('Soldador '), name_en: 'Welder' }), { status: false }),
  'default-approvals': json(
    async (t) => ({
      region: (await makeRegion(t)).id,
      full_name: 'Pedro Soto',
      email: 'pedro@example.com',
      approval_type: 'clients',
      sort_item: 1,
    }),
    { sort_item: 2, title: 'Director' },
  ),
  'file-records': { kind: 'multipart', update: { original_name: 'renombrado.pdf' } },
  'file-structure': json(async (t) => ({ structure: unique('Carpeta '), region: (await makeRegion(t)).id }), {
    structure: 'Contratos',
  }),
  servers: json(
    async () => ({
      name: unique('Servidor '),
      engine: 'mssql',
      instance: 'sql.example.com',
      database: 'nomina',
      username: 'lector',
      password: 'very-secret-1',
    }),
    { instance: 'sql2.example.com' },
  ),
  queries: json(
    async (t) => ({
      server: (await makeServer(t)).id,
      description: 'Plantilla por departamento',
      sql: 'select 1',
      endpoint: unique('q').toLowerCase(),
    }),
    { description: 'Plantilla' },
  ),
  targets: json(
    async (t) => ({
      company: (await makeCompany(t)).id,
      category: (await seedIds(t)).category.DIRECT,
      values: { year: 2026, months: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10] },
    }),
    { values: { year: 2026, months: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5] } },
  ),
  'tech-resources': json(
    async (t) => ({ vacancy: (await makeVacancy(t)).id, computer: true, software: ['Office'] }),
    { printer: true, systems: ['SAP'] },
  ),
};
