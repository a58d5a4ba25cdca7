import { clas } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords, vacancyLogs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeFileRecord,
  makePosition,
  makeRequirement,
  makeSentVacancy,
  makeSignedInUser,
  makeSite,
  makeVacancyCandidate,
  post,
  type SignedIn,
  seedIds,
  uploadFile,
} from '../test/factories';

/**
 * The data scope (docs/domain.md#data-scope) as ONE rule below every scoped row: a user scoped to company A (and one to
 * site A1) against rows of A/A1 (allowed) and of B/A2 (404 for reads, writes and actions; 400 for
 * a reference, alike for an id that does not exist).
 */

const everyArea = [
  'index',
  'clients-companies',
  'clients-targets',
  'requeriments-direct',
  'requeriments-direct-new-id_company',
  'new_vacancies-admin',
  'database-direct_indirect',
];

type Req = ApiRow & { items: ApiRow[] };
type Below = {
  req: Req;
  item: ApiRow;
  assignment: ApiRow;
  comment: ApiRow;
  document: ApiRow;
  file: ApiRow;
  log: number;
};

let t: TestApp;
let a: ApiRow;
let b: ApiRow;
let siteA1: ApiRow;
let siteA2: ApiRow;
let siteB: ApiRow;
let posA: ApiRow;
let posB: ApiRow;
let posShared: ApiRow;
/** Rows below requirements of A1, A2 and B. */
let rowsA1: Below;
let rowsA2: Below;
let rowsB: Below;
let vacA: ApiRow;
let vacB: ApiRow;
let vcB: ApiRow;
let fileCompanyB: ApiRow;
let fileVacB: ApiRow;
let fileCandidate: ApiRow;
let fileAdminLoose: ApiRow;
/** Company A only. */
let scoped: SignedIn;
/** Company A, site A1 only. */
let siteScoped: SignedIn;
/** Signed in, no roles, no companies. */
let nobody: SignedIn;

const missingId = 2_000_000_000;

async function below(company: ApiRow, site: ApiRow): Promise<Below> {
  const ids = await seedIds(t);
  const req = (await makeRequirement(t, { company: company.id, site: site.id })) as Req;
  const item = req.items[0] as ApiRow;
  const assignment = await post(t, '/api/requeriment-candidates/', {
    requeriment: item.id,
    candidate: (await makeCandidate(t, { category: ids.category.DIRECT })).id,
    interview_date: '2026-03-05',
    interview_time: '09:30',
  });
  const comment = await post(t, '/api/vacancy-comments/', { requeriment: req.id, comment: 'nota' });
  const file = await makeFileRecord(t, {
    filename: `req-${req.id}.pdf`,
    fields: { owner_type: 'requeriment', owner_id: String(req.id) },
  });
  const document = await post(t, '/api/vacancy-documents/', { requeriment: req.id, document: file.id });
  const [log] = await t.database.db
    .insert(vacancyLogs)
    .values({ requeriment: req.id, status: 'New', days: 1 })
    .returning({ id: vacancyLogs.id });
  return { req, item, assignment, comment, document, file, log: log?.id ?? 0 };
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await makeCompany(t);
  b = await makeCompany(t);
  siteA1 = await makeSite(t, { company: a.id });
  siteA2 = await makeSite(t, { company: a.id });
  siteB = await makeSite(t, { company: b.id });
  posA = await makePosition(t, { company: a.id });
  posB = await makePosition(t, { company: b.id });
  posShared = await makePosition(t);
  rowsA1 = await below(a, siteA1);
  rowsA2 = await below(a, siteA2);
  rowsB = await below(b, siteB);
  vacA = await makeSentVacancy(t, { company: a.id });
  vacB = await makeSentVacancy(t, { company: b.id });
  vcB = await makeVacancyCandidate(t, { vacancy: vacB.id });
  fileCompanyB = await makeFileRecord(t, {
    filename: 'contrato-b.pdf',
    fields: { owner_type: 'company', owner_id: String(b.id) },
  });
  // uploaded without an owner, then attached to B's vacancy
  fileVacB = await makeFileRecord(t, { filename: 'perfil-b.pdf' });
  await post(t, '/api/vacancy-documents/', { vacancy: vacB.id, document: fileVacB.id });
  fileCandidate = await makeFileRecord(t, {
    kind: 'cv',
    filename: 'cv.pdf',
    fields: { owner_type: 'candidate', owner_id: String((await makeCandidate(t)).id) },
  });
  fileAdminLoose = await makeFileRecord(t, { filename: 'suelto.pdf' });
  scoped = await makeSignedInUser(t, { routes: everyArea, companies: [a.id] });
  siteScoped = await makeSignedInUser(t, { routes: everyArea, companies: [a.id], sites: [siteA1.id] });
  nobody = await makeSignedInUser(t);
});
afterAll(async () => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Body) =>
  t.request({ method, url, token, payload });

const listIds = async (url: string, token: string) => {
  const res = await send('GET', url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as ApiRow[] | { data: ApiRow[] };
  return (Array.isArray(body) ? body : body.data).map((row) => row.id);
};

/** Every resource row below a requirement, with a harmless update. */
const rowsOf = (rows: Below): Array<[string, number, Body]> => [
  ['requeriment-items', rows.item.id, { details: 'cambio' }],
  ['requeriment-candidates', rows.assignment.id, { interview_time: '12:00' }],
  ['vacancy-comments', rows.comment.id, { comment: 'cambio' }],
  ['vacancy-documents', rows.document.id, { notes: 'cambio' }],
  ['vacancy-logs', rows.log, {}],
  ['file-records', rows.file.id, { original_name: 'cambio.pdf' }],
];

/** Every custom action that takes an assignment id. */
const actionsOn = (assignment: number, item: number): Array<[string, Body]> => [
  ['close_candidate', { id: assignment, status: 'Accepted' }],
  ['close_massive_candidate', { ids: [assignment], status: 'Accepted' }],
  ['not_attend_from_accepted', { id: assignment }],
  ['update_medical_service', { id: assignment, medical_status: 'recommended' }],
  ['delete_candidate', { id: assignment }],
  [
    'assign_from_status',
    { id: assignment, requeriment: item, interview_date: '2026-03-09', interview_time: '10:00' },
  ],
];

describe('one scope rule below the requirement (company and site)', () => {
  const cases = () =>
    [
      ['company-scoped user, company B', scoped, rowsB],
      ['site-scoped user, site A2', siteScoped, rowsA2],
    ] as const;

  it('answers 404 to show, PUT and DELETE of every row below an out-of-scope requirement', async () => {
    for (const [who, user, rows] of cases()) {
      expect((await send('GET', `/api/requeriments/${rows.req.id}/`, user.token)).statusCode).toBe(404);
      for (const [path, id, update] of rowsOf(rows)) {
        const url = `/api/${path}/${id}/`;
        expect((await send('GET', url, user.token)).statusCode, `${who} GET ${url}`).toBe(404);
        if (path === 'vacancy-logs') continue;
        expect((await send('PUT', url, user.token, update)).statusCode, `${who} PUT ${url}`).toBe(404);
        expect((await send('DELETE', url, user.token)).statusCode, `${who} DELETE ${url}`).toBe(404);
        // nothing changed
        const after = await send('GET', url, t.adminToken);
        expect(after.statusCode, `${url} still there`).toBe(200);
        for (const [field, value] of Object.entries(update))
          expect(after.json()[field], `${url} ${field}`).not.toEqual(value);
      }
    }
  });

  it('leaves them out of lists filtered by the requirement', async () => {
    for (const [who, user, rows] of cases()) {
      const lists = [
        `/api/requeriment-items/?requeriment=${rows.req.id}`,
        `/api/requeriment-candidates/?requeriment_id=${rows.req.id}`,
        `/api/requeriment-candidates/?page=1&company=${rows.req.company}`,
        `/api/vacancy-logs/?requeriment=${rows.req.id}`,
        `/api/vacancy-comments/?requeriment=${rows.req.id}`,
        `/api/vacancy-documents/?requeriment=${rows.req.id}`,
        `/api/file-records/?page=1&owner_type=requeriment&owner_id=${rows.req.id}`,
      ];
      for (const url of lists) {
        const seen = await listIds(url, user.token);
        const forbidden = [
          rows.item.id,
          rows.assignment.id,
          rows.log,
          rows.comment.id,
          rows.document.id,
          rows.file.id,
        ];
        if (url.includes('company=')) expect(seen, `${who} ${url}`).not.toContain(rows.assignment.id);
        else
          expect(
            seen.filter((id) => forbidden.includes(id)),
            `${who} ${url}`,
          ).toEqual([]);
      }
    }
  });

  it('answers 404 to every assignment action, and changes nothing', async () => {
    for (const [who, user, rows] of cases()) {
      for (const [action, body] of actionsOn(rows.assignment.id, rowsA1.item.id)) {
        const res = await send('POST', `/api/requeriment-candidates/${action}/`, user.token, body);
        expect(res.statusCode, `${who} ${action}: ${res.body}`).toBe(404);
      }
      const after = await send('GET', `/api/requeriment-candidates/${rows.assignment.id}/`, t.adminToken);
      expect(after.json()).toMatchObject({ status: 'Pending', medical_status: null });
    }
    // the A1 item got no copy of an out-of-scope candidate
    expect(await listIds(`/api/requeriment-candidates/?requeriment=${rowsA1.item.id}`, t.adminToken)).toEqual(
      [rowsA1.assignment.id],
    );
  });

  it('lets the site-scoped user read and change the rows of its own site', async () => {
    for (const [path, id, update] of rowsOf(rowsA1)) {
      const url = `/api/${path}/${id}/`;
      expect((await send('GET', url, siteScoped.token)).statusCode, url).toBe(200);
      if (path === 'vacancy-logs') continue;
      const res = await send('PUT', url, siteScoped.token, update);
      expect(res.statusCode, `PUT ${url}: ${res.body}`).toBe(200);
    }
    const medical = await send(
      'POST',
      '/api/requeriment-candidates/update_medical_service/',
      siteScoped.token,
      {
        id: rowsA1.assignment.id,
        medical_status: 'recommended',
      },
    );
    expect(medical.statusCode, medical.body).toBe(200);
    expect(await listIds(`/api/vacancy-logs/?requeriment=${rowsA1.req.id}`, siteScoped.token)).toContain(
      rowsA1.log,
    );
  });

  it("applies the vacancy's company to every vacancy row", async () => {
    const comment = await post(t, '/api/vacancy-comments/', { vacancy: vacB.id, comment: 'B' });
    for (const url of [
      `/api/vacancies/${vacB.id}/`,
      `/api/vacancy-candidates/${vcB.id}/`,
      `/api/vacancy-comments/${comment.id}/`,
    ]) {
      expect((await send('GET', url, scoped.token)).statusCode, url).toBe(404);
      expect((await send('PUT', url, scoped.token, {})).statusCode, url).toBe(404);
    }
  });
});

describe('references: checked against the row company and the caller scope (400, no existence oracle)', () => {
  const reqBody = async (over: Body) => {
    const ids = await seedIds(t);
    return {
      company: a.id,
      requeriment_date: '2026-03-04',
      category: ids.category.DIRECT,
      items: [
        {
          position: posA.id,
          gender: 'any',
          shift_type: ids.catalog(clas.shiftType),
          category: ids.category.DIRECT,
          quantity: 1,
        },
      ],
      ...over,
    };
  };
  const expect400 = async (
    res: Awaited<ReturnType<typeof send>>,
    field: string,
    label: string,
  ): Promise<string[]> => {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    const body = res.json() as Record<string, string[]>;
    expect(Object.keys(body), label).toEqual([field]);
    return body[field] ?? [];
  };

  it('refuses a site of another company on a requirement, even for a superuser', async () => {
    const created = await send('POST', '/api/requeriments/', t.adminToken, await reqBody({ site: siteB.id }));
    await expect400(created, 'site', 'admin POST site of B');
    const moved = await send('PUT', `/api/requeriments/${rowsA1.req.id}/`, t.adminToken, { site: siteB.id });
    await expect400(moved, 'site', 'admin PUT site of B');
    const own = await send('POST', '/api/requeriments/', t.adminToken, await reqBody({ site: siteA2.id }));
    expect(own.statusCode, own.body).toBe(201);
  });

  it('answers an out-of-scope reference like a missing one', async () => {
    const pairs: Array<
      [string, string, () => Promise<[Awaited<ReturnType<typeof send>>, Awaited<ReturnType<typeof send>>]>]
    > = [
      [
        'requeriments.site (site-scoped user, site A2)',
        'site',
        async () => [
          await send('POST', '/api/requeriments/', siteScoped.token, await reqBody({ site: siteA2.id })),
          await send('POST', '/api/requeriments/', siteScoped.token, await reqBody({ site: missingId })),
        ],
      ],
      [
        'requeriments PUT site',
        'site',
        async () => [
          await send('PUT', `/api/requeriments/${rowsA1.req.id}/`, scoped.token, { site: siteB.id }),
          await send('PUT', `/api/requeriments/${rowsA1.req.id}/`, scoped.token, { site: missingId }),
        ],
      ],
      [
        'requeriments.company',
        'company',
        async () => [
          await send('POST', '/api/requeriments/', scoped.token, await reqBody({ company: b.id })),
          await send('POST', '/api/requeriments/', scoped.token, await reqBody({ company: missingId })),
        ],
      ],
      [
        'requeriments items.0.position',
        'items.0.position',
        async () => {
          const body = async (position: number) => {
            const full = await reqBody({});
            return { ...full, items: [{ ...full.items[0], position }] };
          };
          return [
            await send('POST', '/api/requeriments/', scoped.token, await body(posB.id)),
            await send('POST', '/api/requeriments/', scoped.token, await body(missingId)),
          ];
        },
      ],
      [
        'requeriment-items.position',
        'position',
        async () => [
          await send('PUT', `/api/requeriment-items/${rowsA1.item.id}/`, scoped.token, { position: posB.id }),
          await send('PUT', `/api/requeriment-items/${rowsA1.item.id}/`, scoped.token, {
            position: missingId,
          }),
        ],
      ],
      [
        'requeriment-items.requeriment',
        'requeriment',
        async () => {
          const body = async (requeriment: number) => ({
            requeriment,
            position: posShared.id,
            gender: 'any',
            shift_type: (await seedIds(t)).catalog(clas.shiftType),
            category: (await seedIds(t)).category.DIRECT,
            quantity: 1,
          });
          return [
            await send('POST', '/api/requeriment-items/', siteScoped.token, await body(rowsA2.req.id)),
            await send('POST', '/api/requeriment-items/', siteScoped.token, await body(missingId)),
          ];
        },
      ],
      [
        'sites.company',
        'company',
        async () => [
          await send('POST', '/api/sites/', scoped.token, { name: 'Intrusa', company: b.id }),
          await send('POST', '/api/sites/', scoped.token, { name: 'Intrusa', company: missingId }),
        ],
      ],
      [
        'targets.company',
        'company',
        async () => {
          const body = async (company: number) => ({
            company,
            category: (await seedIds(t)).category.DIRECT,
            values: { year: 2026, months: Array(12).fill(1) },
          });
          const user = await makeSignedInUser(t, { routes: ['clients-targets'], companies: [a.id] });
          return [
            await send('POST', '/api/targets/', user.token, await body(b.id)),
            await send('POST', '/api/targets/', user.token, await body(missingId)),
          ];
        },
      ],
      [
        'vacancy-candidates.vacancy',
        'vacancy',
        async () => {
          const candidate = (await makeCandidate(t)).id;
          return [
            await send('POST', '/api/vacancy-candidates/', scoped.token, { vacancy: vacB.id, candidate }),
            await send('POST', '/api/vacancy-candidates/', scoped.token, { vacancy: missingId, candidate }),
          ];
        },
      ],
      [
        'vacancy-comments.requeriment (site-scoped user, A2)',
        'requeriment',
        async () => [
          await send('POST', '/api/vacancy-comments/', siteScoped.token, {
            requeriment: rowsA2.req.id,
            comment: 'x',
          }),
          await send('POST', '/api/vacancy-comments/', siteScoped.token, {
            requeriment: missingId,
            comment: 'x',
          }),
        ],
      ],
      [
        'vacancy-comments PUT vacancy',
        'vacancy',
        async () => {
          const mine = await post(t, '/api/vacancy-comments/', { vacancy: vacA.id, comment: 'A' });
          return [
            await send('PUT', `/api/vacancy-comments/${mine.id}/`, scoped.token, { vacancy: vacB.id }),
            await send('PUT', `/api/vacancy-comments/${mine.id}/`, scoped.token, { vacancy: missingId }),
          ];
        },
      ],
      [
        "vacancy-documents.document (B's file)",
        'document',
        async () => {
          const candidate = (await makeCandidate(t)).id;
          return [
            await send('POST', '/api/vacancy-documents/', scoped.token, {
              candidate,
              document: fileCompanyB.id,
            }),
            await send('POST', '/api/vacancy-documents/', scoped.token, { candidate, document: missingId }),
          ];
        },
      ],
      [
        "vacancy-documents.document (another user's loose upload)",
        'document',
        async () => {
          const candidate = (await makeCandidate(t)).id;
          return [
            await send('POST', '/api/vacancy-documents/', scoped.token, {
              candidate,
              document: fileAdminLoose.id,
            }),
            await send('POST', '/api/vacancy-documents/', scoped.token, { candidate, document: missingId }),
          ];
        },
      ],
    ];
    for (const [label, field, run] of pairs) {
      const [outOfScope, missing] = await run();
      const first = await expect400(outOfScope, field, `${label} out of scope`);
      const second = await expect400(missing, field, `${label} missing`);
      expect(first, label).toEqual(second);
    }
  });

  it('a position must be of the row company or shared', async () => {
    const put = (position: number) =>
      send('PUT', `/api/requeriment-items/${rowsA1.item.id}/`, t.adminToken, { position });
    await expect400(await put(posB.id), 'position', 'admin, position of B');
    expect((await put(posShared.id)).statusCode).toBe(200);
    expect((await put(posA.id)).statusCode).toBe(200);
    const item = await send('GET', `/api/requeriment-items/${rowsA1.item.id}/`, t.adminToken);
    expect(item.json().position).toBe(posA.id);
  });
});

describe('files: visible only to users who may see their owner', () => {
  const fileUrls = (id: number) => [
    `/api/file-records/${id}/`,
    `/api/file-records/${id}/download/`,
    `/api/file-records/${id}/link/`,
  ];

  it('a user without roles lists and reads nothing', async () => {
    const list = await send('GET', '/api/file-records/?page=1', nobody.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ elements: 0, data: [] });
    for (const file of [fileCompanyB, fileCandidate, rowsA1.file, fileAdminLoose])
      for (const url of fileUrls(file.id))
        expect((await send('GET', url, nobody.token)).statusCode, url).toBe(404);
  });

  it("a company-scoped user sees A's and the candidate pool's files, never B's", async () => {
    const seen = await listIds('/api/file-records/?page=1&page_size=200', scoped.token);
    expect(seen).toEqual(expect.arrayContaining([rowsA1.file.id, rowsA2.file.id, fileCandidate.id]));
    for (const id of [rowsB.file.id, fileCompanyB.id, fileVacB.id, fileAdminLoose.id])
      expect(seen).not.toContain(id);
    for (const file of [rowsA1.file, fileCandidate])
      for (const url of fileUrls(file.id))
        expect((await send('GET', url, scoped.token)).statusCode, url).toBe(200);
    for (const file of [fileCompanyB, fileVacB, rowsB.file, fileAdminLoose]) {
      for (const url of fileUrls(file.id))
        expect((await send('GET', url, scoped.token)).statusCode, url).toBe(404);
      const put = await send('PUT', `/api/file-records/${file.id}/`, scoped.token, {
        original_name: 'x.pdf',
      });
      expect(put.statusCode).toBe(404);
      expect((await send('DELETE', `/api/file-records/${file.id}/`, scoped.token)).statusCode).toBe(404);
      const after = await send('GET', `/api/file-records/${file.id}/`, t.adminToken);
      expect(after.json().original_name).toBe(file.original_name);
    }
  });

  it('a site-scoped user sees the files of its site only', async () => {
    for (const url of fileUrls(rowsA1.file.id))
      expect((await send('GET', url, siteScoped.token)).statusCode).toBe(200);
    for (const url of fileUrls(rowsA2.file.id))
      expect((await send('GET', url, siteScoped.token)).statusCode).toBe(404);
  });

  it('a signed link stays valid without a token', async () => {
    const link = await send('GET', `/api/file-records/${fileCompanyB.id}/link/`, t.adminToken);
    const res = await t.request({ method: 'GET', url: link.json().url });
    expect(res.statusCode).toBe(200);
  });

  it('a loose upload is visible to its uploader only; an upload to an out-of-scope owner is refused', async () => {
    const other = await makeSignedInUser(t, { routes: everyArea, companies: [a.id] });
    const mine = await makeFileRecord(t, { token: scoped.token, filename: 'mio.pdf' });
    expect((await send('GET', `/api/file-records/${mine.id}/`, scoped.token)).statusCode).toBe(200);
    expect((await send('GET', `/api/file-records/${mine.id}/`, other.token)).statusCode).toBe(404);
    expect(await listIds('/api/file-records/?page=1&page_size=200', other.token)).not.toContain(mine.id);
    const intruding = await uploadFile(t, {
      token: scoped.token,
      fields: { owner_type: 'company', owner_id: String(b.id) },
    });
    expect(intruding.statusCode, intruding.body).toBe(400);
    const missing = await uploadFile(t, {
      token: scoped.token,
      fields: { owner_type: 'company', owner_id: String(missingId) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(intruding.json());
    const rows = await t.database.db
      .select({ id: fileRecords.id })
      .from(fileRecords)
      .where(and(eq(fileRecords.owner_type, 'company'), eq(fileRecords.owner_id, b.id)));
    expect(rows.map((r) => r.id)).toEqual([fileCompanyB.id]);
  });
});
