import {
  type AccessRule,
  type EndpointAccess,
  type EndpointDef,
  grants,
  permissionShorts,
  type ResourcePath,
  resourceAccess,
  resourcePaths,
  translate,
} from '@rp/contract';
import { allEndpoints } from '@rp/contract/endpoints';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import {
  vacancyApplications,
  vacancyCandidateHistory,
  vacancyHistory,
  vacancyLogs,
} from '../db/schema/index';
import { roleSeed } from '../db/seed/data/roles';
import { resourcesFor } from '../modules/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import { changedTables, fingerprint } from '../test/db-fingerprint';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeFileRecord,
  makePosition,
  makeRequirement,
  makeSentVacancy,
  makeSite,
  multipart,
  pdfBytes,
  post,
  resourceFixtures,
  seedIds,
  unique,
} from '../test/factories';

/** The resource declarations (what these tests read of them does not depend on PAST_DUE_DAYS). */
const resources = resourcesFor({ pastDueDays: 7 });

/**
 * The access matrix (issue 16 item 4; docs/domain.md#data-scope), generated from the contract: every resource
 * operation and every custom action × every seeded role (and a user without roles), all scoped to
 * company A. Each call is expected from the contract's access rules alone: 403 when the user's
 * routes do not grant it, otherwise anything but 401, a page-access 403 or a 404 on the user's own
 * row (a 400 for the empty body is the usual answer). Then the other company: B's rows by id, in
 * list filters, searches and exports, and B's ids inside custom-action bodies answer 404 (or 400 for
 * a reference) to everyone granted, never act (the database is unchanged), and never leak.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Rule = EndpointAccess;
type User = {
  label: string;
  username: string;
  token: string;
  address: string;
  routes: string[];
  permissions: string[];
};
type Call = {
  method: Method;
  url: string;
  payload?: Body | string | Buffer;
  headers?: Record<string, string>;
};

/** The rows of one company that the matrix reads, writes and refers to. */
type CompanyRows = {
  company: ApiRow;
  site: ApiRow;
  position: ApiRow;
  target: ApiRow;
  req: ApiRow & { items: ApiRow[]; code?: string };
  item: ApiRow;
  assignment: ApiRow;
  vacancy: ApiRow;
  vacancyCandidate: ApiRow;
  /** A public application waiting on the vacancy candidate (issue 27 #1). */
  application: number;
  approval: ApiRow;
  comment: ApiRow;
  document: ApiRow;
  file: ApiRow;
  techResource: ApiRow;
  vacancyHistory: number;
  vacancyCandidateHistory: number;
  vacancyLog: number;
  /** Texts only this company's rows hold: none may appear in what another company's user reads. */
  markers: string[];
};

const missingId = 2_000_000_000;
let t: TestApp;
let rowsA: CompanyRows;
let rowsB: CompanyRows;
let users: User[];
/** A row of every resource the user of company A may address (A's own for the company-scoped ones). */
let ownIds: Record<ResourcePath, number>;
let targetUser: ApiRow;
let forbiddenText: string[];

async function companyRows(): Promise<CompanyRows> {
  const ids = await seedIds(t);
  const marker = unique('MK');
  const company = await makeCompany(t, { name_es: `Empresa ${marker}`, code: unique('C') });
  const site = await makeSite(t, { company: company.id, name: `Planta ${marker}` });
  const position = await makePosition(t, { company: company.id, name_es: `Puesto ${marker}` });
  const target = await post(t, '/api/targets/', {
    company: company.id,
    category: ids.category.DIRECT,
    values: { year: 2026, months: Array(12).fill(3) },
  });
  const req = (await makeRequirement(t, {
    company: company.id,
    site: site.id,
    additional_comments: `Req ${marker}`,
  })) as CompanyRows['req'];
  const item = req.items[0] as ApiRow;
  const assignment = await post(t, '/api/requeriment-candidates/', {
    requeriment: item.id,
    candidate: (await makeCandidate(t)).id,
    interview_date: '2026-03-05',
    interview_time: '09:30',
  });
  const vacancy = await makeSentVacancy(t, { company: company.id, position: `Vacante ${marker}` });
  const vacancyCandidate = await post(t, '/api/vacancy-candidates/', {
    vacancy: vacancy.id,
    candidate: (await makeCandidate(t, { category: ids.category.ADMINISTRATIVE })).id,
    salary_offer: 18000,
  });
  const approval = await post(t, '/api/vacancy-approvals/', {
    vacancy: vacancy.id,
    full_name: 'Laura Méndez',
    email: 'laura@example.com',
    title: 'Directora',
  });
  const comment = await post(t, '/api/vacancy-comments/', { vacancy: vacancy.id, comment: `Nota ${marker}` });
  const file = await makeFileRecord(t, {
    filename: `contrato-${marker}.pdf`,
    fields: { owner_type: 'company', owner_id: String(company.id) },
  });
  const document = await post(t, '/api/vacancy-documents/', {
    vacancy: vacancy.id,
    document: (await makeFileRecord(t, { filename: `perfil-${marker}.pdf` })).id,
    notes: `Doc ${marker}`,
  });
  const techResource = await post(t, '/api/tech-resources/', { vacancy: vacancy.id, computer: true });
  const db = t.database.db;
  const [history] = await db
    .insert(vacancyHistory)
    .values({ vacancy: vacancy.id, status: ids.vacancyStatus, comments: `Hist ${marker}` })
    .returning({ id: vacancyHistory.id });
  const [candidateHistory] = await db
    .insert(vacancyCandidateHistory)
    .values({
      vacancy_candidate: vacancyCandidate.id,
      vacancy: vacancy.id,
      status: ids.vacancyCandidateStatus,
      comments: `Hist ${marker}`,
    })
    .returning({ id: vacancyCandidateHistory.id });
  const cv = await makeFileRecord(t, {
    filename: `cv-${marker}.pdf`,
    fields: { owner_type: 'vacancy', owner_id: String(vacancy.id) },
  });
  const [application] = await db
    .insert(vacancyApplications)
    .values({
      vacancy: vacancy.id,
      vacancy_candidate: vacancyCandidate.id,
      candidate: Number(vacancyCandidate.candidate),
      names: `Solicitud ${marker}`,
      last_name: 'Pública',
      email: 'solicitud@example.com',
      phone_number: '8110000000',
      cv: cv.id,
    })
    .returning({ id: vacancyApplications.id });
  const [log] = await db
    .insert(vacancyLogs)
    .values({ vacancy: vacancy.id, status: 'Waiting approval', days: 2, comment: `Log ${marker}` })
    .returning({ id: vacancyLogs.id });
  // a recruiter of this company alone: users/lists/ names it only to those who share the company
  const [recruiterRole] = await queryRows<{ id: number }>(
    db,
    sql`select id from roles where short = 'recruiter'`,
  );
  const recruiterName = unique('rc').toLowerCase();
  await post(t, '/api/users/', {
    username: recruiterName,
    password: 'user-password-1',
    first_name: 'Reclutador',
    last_name: `Usuario ${marker}`,
    email: `${recruiterName}@example.com`,
    roles: [recruiterRole?.id],
    companies: [company.id],
  });
  return {
    company,
    site,
    position,
    target,
    req,
    item,
    assignment,
    vacancy,
    vacancyCandidate,
    application: application?.id ?? 0,
    approval,
    comment,
    document,
    file,
    techResource,
    vacancyHistory: history?.id ?? 0,
    vacancyCandidateHistory: candidateHistory?.id ?? 0,
    vacancyLog: log?.id ?? 0,
    markers: [marker, String(company.code)],
  };
}

/** Each company-scoped resource's row of one company (docs/domain.md#data-scope). */
const scopedRows = (rows: CompanyRows): Partial<Record<ResourcePath, number>> => ({
  companies: rows.company.id,
  sites: rows.site.id,
  positions: rows.position.id,
  targets: rows.target.id,
  requeriments: rows.req.id,
  'requeriment-items': rows.item.id,
  'requeriment-candidates': rows.assignment.id,
  vacancies: rows.vacancy.id,
  'vacancy-candidates': rows.vacancyCandidate.id,
  'vacancy-approvals': rows.approval.id,
  'vacancy-comments': rows.comment.id,
  'vacancy-documents': rows.document.id,
  'vacancy-history': rows.vacancyHistory,
  'vacancy-candidate-history': rows.vacancyCandidateHistory,
  'vacancy-logs': rows.vacancyLog,
  'tech-resources': rows.techResource.id,
  'file-records': rows.file.id,
});

/** A row of a resource without a company scope, made from the every-path fixtures. */
async function unscopedRow(path: ResourcePath): Promise<number> {
  const fixture = resourceFixtures[path];
  if (fixture.kind === 'readonly') return fixture.insert(t);
  if (fixture.kind === 'multipart') return (await makeFileRecord(t)).id;
  return (await post(t, `/api/${path}/`, await fixture.create(t))).id;
}

// ---------------------------------------------------------------------------------------------
// Custom actions: how each one is called with the caller's own rows, and with the other company's.

type Side = CompanyRows;
type ActionProbe = {
  /** Path parameters, query and body with the caller's own rows (the body is usually left empty). */
  own?: (own: Side) => { params?: Record<string, number>; query?: string; body?: Body };
  /**
   * The same action aimed at the other company's rows: `act` must answer 404 or 400 and change
   * nothing; `filter` may answer 200 but must not carry the other company's texts.
   */
  other?: (other: Side, own: Side) => { kind: 'act' | 'filter'; call: Call };
  /** Why the action has no other-company probe (its ids are not company-scoped). */
  unscoped?: string;
};

const key = (endpoint: Pick<EndpointDef, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
const act = (method: Method, url: string, payload?: Body) => ({
  kind: 'act' as const,
  call: { method, url: `/api/${url}`, payload },
});
const filter = (method: Method, url: string, payload?: Body) => ({
  kind: 'filter' as const,
  call: { method, url: `/api/${url}`, payload },
});
const interview = { interview_date: '2026-03-09', interview_time: '10:00' };
const dashboardFilter = (other: Side): Body => ({ company: other.company.id, site: other.site.id });
const dashboard = (name: string): [string, ActionProbe] => [
  `POST dashboard/${name}/`,
  { other: (other) => filter('POST', `dashboard/${name}/`, dashboardFilter(other)) },
];

const publicCall = 'public call: no signed-in scope';
const settingsOnly = 'settings and superuser data: never company-scoped (docs/domain.md#data-scope)';
const pool = 'the candidate pool is shared (docs/domain.md#data-scope)';
const ownImports = 'the caller’s own imports, not company-scoped (docs/decisions.md "Candidate import")';

const actionProbes: Record<string, ActionProbe> = {
  'GET health/': { unscoped: publicCall },
  'POST login/': { unscoped: publicCall },
  'POST token-refresh/': { unscoped: publicCall },
  'POST check_session/': { unscoped: 'the caller itself' },
  'POST logout/': { unscoped: 'the caller itself' },
  'POST signup/': { unscoped: publicCall },
  'POST update_user/': { unscoped: 'the caller itself' },
  'POST users/:id/change_password/': {
    own: () => ({ params: { id: targetUser.id } }),
    unscoped: settingsOnly,
  },
  'POST users/:id/update_access/': { own: () => ({ params: { id: targetUser.id } }), unscoped: settingsOnly },
  'POST users/:id/reactivate/': { own: () => ({ params: { id: targetUser.id } }), unscoped: settingsOnly },
  'GET users/lists/': { other: () => filter('GET', 'users/lists/') },
  'POST file-records/': {
    other: (other) => ({
      kind: 'act',
      call: {
        method: 'POST',
        url: '/api/file-records/',
        ...multipart(
          { kind: 'document', owner_type: 'company', owner_id: String(other.company.id) },
          { field: 'file', filename: 'intruso.pdf', content: pdfBytes() },
        ),
      },
    }),
  },

  'GET file-records/:id/download/': {
    own: (own) => ({ params: { id: own.file.id } }),
    other: (other) => act('GET', `file-records/${other.file.id}/download/`),
  },
  'GET file-records/:id/link/': {
    own: (own) => ({ params: { id: own.file.id } }),
    other: (other) => act('GET', `file-records/${other.file.id}/link/`),
  },
  'POST candidates/:id/upload_photo/': {
    own: (own) => ({ params: { id: Number(own.assignment.candidate) } }),
    unscoped: pool,
  },
  'GET companies/get_regions/': { unscoped: 'the caller’s own regions' },
  'GET companies/get_access/': {
    other: (other) => filter('GET', `companies/get_access/?region=${other.company.region}`),
  },
  'GET sites/get_access/': {
    other: (other) => filter('GET', `sites/get_access/?company=${other.company.id}`),
  },
  'POST companies/update_rotation/': {
    other: (other) =>
      act('POST', 'companies/update_rotation/', { id: other.company.id, period: '2026-03', value: 5 }),
  },
  'POST companies/update_profile/': {
    other: (other) => act('POST', 'companies/update_profile/', { id: other.company.id, profile: 'Intruso' }),
  },
  'POST companies/get_company_by_key/': { unscoped: publicCall },
  'GET companies/suggest_custom_url/': { own: () => ({ query: 'name=Acme' }), unscoped: 'a name, no row' },
  'GET companies/get_setup/': {
    own: (own) => ({ query: `company=${own.company.id}` }),
    other: (other) => act('GET', `companies/get_setup/?company=${other.company.id}`),
  },
  'GET utils/translation_status/': { unscoped: 'a server setting, no row' },
  'POST utils/translate_to_english/': { unscoped: 'text only' },
  'POST utils/translate_to_spanish/': { unscoped: 'text only' },
  'GET utils/diagnostics/': { unscoped: settingsOnly },
  'GET candidates/get_applications_history/': {
    own: (own) => ({ query: `candidate=${own.assignment.candidate}` }),
    other: (other) =>
      filter('GET', `candidates/get_applications_history/?candidate=${other.assignment.candidate}`),
  },
  'POST candidates/prefill_from_cv/': { unscoped: pool },
  // the candidates are the shared pool's, but a file is seen only as its download is: the other
  // company's name searched in the CVs shows nothing of it (cv-search.test.ts covers a vacancy's CV)
  'GET candidates/cv_search/': {
    own: () => ({ query: 'q=montacargas' }),
    other: (other) =>
      filter('GET', `candidates/cv_search/?q=${encodeURIComponent(String(other.company.name_es))}`),
  },
  // an import is its user's (a superuser sees all), never a company's; candidate-import.test.ts
  // covers another user's import answering 404
  ...Object.fromEntries(
    [
      'POST candidate-imports/upload/',
      'POST candidate-imports/:id/check/',
      'GET candidate-imports/:id/errors/',
      'POST candidate-imports/:id/start/',
      'GET candidate-imports/:id/',
      'GET candidate-imports/',
      'POST candidate-imports/:id/undo/',
    ].map((k) => [k, { unscoped: ownImports }]),
  ),
  'POST vacancies/send_emails/': {
    other: (other) => act('POST', 'vacancies/send_emails/', { id: other.vacancy.id }),
  },
  'POST vacancies/cancel_vacancy/': {
    other: (other) =>
      act('POST', 'vacancies/cancel_vacancy/', { id: other.vacancy.id, cancel_reason: 'Intruso' }),
  },
  'POST vacancies/close_vacancy/': {
    other: (other) => act('POST', 'vacancies/close_vacancy/', { id: other.vacancy.id }),
  },
  'POST vacancies/notify_single_approval/': {
    other: (other) => act('POST', 'vacancies/notify_single_approval/', { id: other.approval.id }),
  },
  'POST vacancies/get_vacancy_from_key/': { unscoped: publicCall },
  'POST vacancies/approve/': { unscoped: publicCall },
  'POST vacancies/decline/': { unscoped: publicCall },
  'POST vacancies/get_timeline/': {
    other: (other) => act('POST', 'vacancies/get_timeline/', { id: other.vacancy.id }),
  },
  'POST vacancies/get_dashboard/': {
    other: (other) => filter('POST', 'vacancies/get_dashboard/', { region: other.company.region }),
  },
  'GET vacancies/get_distinct_positions/': {
    other: (other) => filter('GET', `vacancies/get_distinct_positions/?search=${other.markers[0]}`),
  },
  'GET vacancies/:id/report/': {
    other: (other) => act('GET', `vacancies/${other.vacancy.id}/report/`),
  },
  'POST vacancies/public_list/': { unscoped: publicCall },
  'POST vacancies/apply/': { unscoped: publicCall },
  'GET tech-resources/get_settings/': { unscoped: 'settings, no row' },
  'GET tech-resources/get_resource/': {
    own: (own) => ({ query: `vacancy=${own.vacancy.id}` }),
    other: (other) => act('GET', `tech-resources/get_resource/?vacancy=${other.vacancy.id}`),
  },
  'POST vacancy-candidates/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/', {
        vacancy: other.vacancy.id,
        candidate: other.assignment.candidate,
      }),
  },

  'POST vacancy-candidates/save_draft_candidate/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/save_draft_candidate/', {
        vacancy: other.vacancy.id,
        candidate: other.assignment.candidate,
      }),
  },
  'POST vacancy-candidates/assign_candidate/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/assign_candidate/', {
        vacancy: other.vacancy.id,
        candidate: other.assignment.candidate,
        ...interview,
      }),
  },
  'POST vacancy-candidates/update_candidate_status/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/update_candidate_status/', {
        id: other.vacancyCandidate.id,
        current_status: 1,
        comments: 'Intruso',
      }),
  },
  'POST vacancy-candidates/close_candidate/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/close_candidate/', {
        id: other.vacancyCandidate.id,
        status: 'Rejected',
        reject_reason: 1,
      }),
  },
  'POST vacancy-candidates/close_massive_candidate/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/close_massive_candidate/', {
        ids: [other.vacancyCandidate.id],
        status: 'Rejected',
        reject_reason: 1,
      }),
  },
  'POST vacancy-candidates/update_require_medical/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/update_require_medical/', {
        id: other.vacancyCandidate.id,
        require_medical: true,
      }),
  },
  'POST vacancy-candidates/update_medical_service/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/update_medical_service/', {
        id: other.vacancyCandidate.id,
        medical_status: 'recommended',
      }),
  },
  'POST vacancy-candidates/update_integration/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/update_integration/', {
        id: other.vacancyCandidate.id,
        integration_date: '2026-03-09',
      }),
  },
  'POST vacancy-candidates/upload_documents/': {
    other: (other) => ({
      kind: 'act',
      call: {
        method: 'POST',
        url: '/api/vacancy-candidates/upload_documents/',
        ...multipart(
          { id: String(other.vacancyCandidate.id), notes: 'Intruso' },
          { field: 'file', filename: 'intruso.pdf', content: pdfBytes() },
        ),
      },
    }),
  },
  'GET vacancy-candidates/get_summary_status/': {
    own: (own) => ({ query: `vacancy=${own.vacancy.id}` }),
    other: (other) => act('GET', `vacancy-candidates/get_summary_status/?vacancy=${other.vacancy.id}`),
  },
  'GET vacancy-candidates/:id/offer_letter/': {
    other: (other) => act('GET', `vacancy-candidates/${other.vacancyCandidate.id}/offer_letter/`),
  },
  'GET vacancy-candidates/:id/applications/': {
    own: (own) => ({ params: { id: own.vacancyCandidate.id } }),
    other: (other) => act('GET', `vacancy-candidates/${other.vacancyCandidate.id}/applications/`),
  },
  'POST vacancy-candidates/merge_application/': {
    other: (other) =>
      act('POST', 'vacancy-candidates/merge_application/', { id: other.application, fields: ['names'] }),
  },
  'POST vacancy-candidates/separate_application/': {
    other: (other) => act('POST', 'vacancy-candidates/separate_application/', { id: other.application }),
  },
  'POST requeriments/approve_requeriment/': {
    other: (other) => act('POST', 'requeriments/approve_requeriment/', { id: other.req.id }),
  },
  'POST requeriments/close_requeriment/': {
    other: (other) => act('POST', 'requeriments/close_requeriment/', { id: other.req.id }),
  },
  'POST requeriments/cancel_requeriment/': {
    other: (other) =>
      act('POST', 'requeriments/cancel_requeriment/', { id: other.req.id, cancel_reason: 'Intruso' }),
  },
  'GET requeriments/get_weekly_summary/': {
    other: (other) =>
      filter('GET', `requeriments/get_weekly_summary/?year=2026&week=10&company=${other.company.id}`),
  },
  'GET requeriments/export_summary/': {
    other: (other) =>
      filter('GET', `requeriments/export_summary/?year=2026&week=10&company=${other.company.id}`),
  },
  'GET requeriments/get_summary_status/': {
    other: (other) =>
      filter(
        'GET',
        `requeriments/get_summary_status/?company=${other.company.id}&requeriment=${other.req.id}`,
      ),
  },
  'GET requeriments/get_filters/': { unscoped: 'the caller’s own companies' },
  'GET requeriments/check_pendings/': {
    other: (other) => filter('GET', `requeriments/check_pendings/?company=${other.company.id}`),
  },
  'GET requeriments/:id/report/': {
    other: (other) => act('GET', `requeriments/${other.req.id}/report/`),
  },
  'POST requeriment-candidates/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/', {
        requeriment: other.item.id,
        candidate: other.assignment.candidate,
        ...interview,
      }),
  },

  'POST requeriment-candidates/assign_candidate/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/assign_candidate/', {
        requeriment: other.item.id,
        candidate: other.assignment.candidate,
        ...interview,
      }),
  },
  'POST requeriment-candidates/assign_from_status/': {
    // B's assignment copied into A's requirement: the id inside the body is the other company's
    other: (other, own) =>
      act('POST', 'requeriment-candidates/assign_from_status/', {
        id: other.assignment.id,
        requeriment: own.item.id,
        ...interview,
      }),
  },
  'POST requeriment-candidates/close_candidate/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/close_candidate/', { id: other.assignment.id, status: 'Accepted' }),
  },
  'POST requeriment-candidates/close_massive_candidate/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/close_massive_candidate/', {
        ids: [other.assignment.id],
        status: 'Accepted',
      }),
  },
  'POST requeriment-candidates/not_attend_from_accepted/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/not_attend_from_accepted/', { id: other.assignment.id }),
  },
  'POST requeriment-candidates/update_medical_service/': {
    other: (other) =>
      act('POST', 'requeriment-candidates/update_medical_service/', {
        id: other.assignment.id,
        medical_status: 'recommended',
      }),
  },
  'POST requeriment-candidates/delete_candidate/': {
    other: (other) => act('POST', 'requeriment-candidates/delete_candidate/', { id: other.assignment.id }),
  },
  'POST mail-outbox/resend/': { unscoped: settingsOnly },
  'POST mail-outbox/send_test/': { unscoped: settingsOnly },
  ...Object.fromEntries(
    [
      'get_total_by_region',
      'get_company_aging',
      'get_vacancies_by_recruiter',
      'get_candidates_viables',
      'get_main_admin_summary',
      'get_direct_status',
      'get_direct_status_weeks',
      'get_direct_status_page',
      'get_direct_positions_total',
      'get_direct_status_total',
      'get_headcount',
      'get_hired_turnover',
    ].map(dashboard),
  ),
  'POST dashboard/get_targets_vs_hires/': {
    other: (other) =>
      filter('POST', 'dashboard/get_targets_vs_hires/', { year: 2026, company: other.company.id }),
  },
  'POST dashboard/export_board/': {
    other: (other) =>
      filter('POST', 'dashboard/export_board/', {
        ...dashboardFilter(other),
        board: 'admin',
        format: 'xlsx',
      }),
  },
  'POST servers/test_connection/': { unscoped: settingsOnly },
  'POST queries/run/': { unscoped: settingsOnly },
};

// ---------------------------------------------------------------------------------------------
// The matrix

type Op = {
  label: string;
  rule: Rule;
  /** Also needed (resource writes check the read rule first). */
  alsoRead?: AccessRule['read'];
  call: () => Call;
  /** Answers 405 to everyone (writes of a read-only resource). */
  readOnly?: boolean;
  /** Addresses one of the caller's own rows: a 404 is a failure. */
  ownRow?: boolean;
  /** Addresses a row that does not exist: 404 once access passes. */
  missingRow?: boolean;
};

const writableResources = new Set(
  resources.filter((def) => def.create || def.update).map((def) => def.path as ResourcePath),
);
/** Resources served by a custom action instead of the generic one (the custom entry covers them). */
const customKeys = () => new Set(allEndpoints.map(key));

function resourceOps(): Op[] {
  const ops: Op[] = [];
  for (const path of resourcePaths) {
    const rule = resourceAccess[path];
    const readOnly = !writableResources.has(path);
    const own = () => ownIds[path];
    const write = { rule: rule.write, alsoRead: rule.read };
    const candidates: Array<Op & { contractKey: string }> = [
      {
        contractKey: `GET ${path}/`,
        label: `GET ${path}/`,
        rule: rule.read,
        call: () => ({ method: 'GET', url: `/api/${path}/?page=1` }),
      },
      {
        contractKey: `GET ${path}/export/`,
        label: `GET ${path}/export/`,
        rule: rule.read,
        call: () => ({ method: 'GET', url: `/api/${path}/export/?format=csv` }),
      },
      {
        contractKey: `GET ${path}/:id/`,
        label: `GET ${path}/:id/`,
        rule: rule.read,
        ownRow: true,
        call: () => ({ method: 'GET', url: `/api/${path}/${own()}/` }),
      },
      {
        contractKey: `POST ${path}/`,
        label: `POST ${path}/`,
        ...write,
        readOnly,
        call: () => ({ method: 'POST', url: `/api/${path}/`, payload: {} }),
      },
      {
        contractKey: `PUT ${path}/:id/`,
        label: `PUT ${path}/:id/`,
        ...write,
        readOnly,
        ownRow: true,
        call: () => ({ method: 'PUT', url: `/api/${path}/${own()}/`, payload: {} }),
      },
      {
        contractKey: `PATCH ${path}/:id/`,
        label: `PATCH ${path}/:id/`,
        ...write,
        readOnly,
        // PUT runs the same handler on the own row; PATCH proves its access on a missing one
        missingRow: true,
        call: () => ({ method: 'PATCH', url: `/api/${path}/${missingId}/`, payload: {} }),
      },
      {
        contractKey: `DELETE ${path}/:id/`,
        label: `DELETE ${path}/:id/`,
        ...write,
        readOnly,
        missingRow: true,
        call: () => ({ method: 'DELETE', url: `/api/${path}/${missingId}/` }),
      },
    ];
    ops.push(...candidates.filter((op) => !customKeys().has(op.contractKey)));
  }
  return ops;
}

function actionOps(): Op[] {
  return allEndpoints.map((endpoint) => {
    const probe = actionProbes[key(endpoint)];
    const hasParams = endpoint.path.includes(':');
    const ownParams = Boolean(probe?.own?.(rowsA).params);
    return {
      label: key(endpoint),
      rule: endpoint.access,
      ownRow: hasParams && ownParams,
      // an id the table gives no own row for (the PDFs: costly to make eight times) is a missing one
      missingRow: hasParams && !ownParams,
      call: () => {
        const own = probe?.own?.(rowsA) ?? {};
        const path = endpoint.path.replace(/:([a-z_]+)(?=\/)/gi, (_m, name: string) =>
          String(own.params?.[name] ?? missingId),
        );
        const query = own.query ? `?${own.query}` : '';
        return {
          method: endpoint.method,
          url: `/api/${path}${query}`,
          payload: endpoint.method === 'GET' ? undefined : (own.body ?? {}),
        };
      },
    };
  });
}

function allows(rule: Rule, user: User): boolean {
  if (rule === 'public') return true;
  return grants(rule, { is_superuser: false, routes: user.routes, roles: rolesOf(user) });
}
const rolesOf = (user: User) =>
  roleSeed.filter((role) => role.short === user.label).map((role) => ({ short: role.short }));

async function send(call: Call, user: User) {
  return t.request({
    method: call.method,
    url: call.url,
    token: user.token,
    remoteAddress: user.address,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
    ...(call.headers ? { headers: call.headers } : {}),
  });
}

/** Runs `work` over the items a few at a time (the app answers concurrent requests like a server). */
async function inGroups<T, R>(items: T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/**
 * The matrix checks the contract's rules, which are the same on either engine: it runs once, in
 * `npm test` on the embedded database, not again in the PostgreSQL pass (docs/performance.md, "Test suite").
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (onPostgres) return;
  t = await buildTestApp();
  rowsA = await companyRows();
  rowsB = await companyRows();
  targetUser = await post(t, '/api/users/', {
    username: unique('target').toLowerCase(),
    password: 'user-password-1',
    first_name: 'Objetivo',
    last_name: 'Prueba',
    email: `${unique('target').toLowerCase()}@example.com`,
  });
  const scoped = scopedRows(rowsA);
  const own: Partial<Record<ResourcePath, number>> = { ...scoped, users: targetUser.id };
  for (const path of resourcePaths) if (own[path] === undefined) own[path] = await unscopedRow(path);
  ownIds = own as Record<ResourcePath, number>;

  const roleIds = await queryRows<{ id: number; short: string }>(
    t.database.db,
    sql`select id, short from roles`,
  );
  const roleId = (short: string) => roleIds.find((row) => row.short === short)?.id;
  const people = [...roleSeed.map((role) => role.short), 'no-role'];
  users = [];
  for (const [index, label] of people.entries()) {
    const seeded = roleSeed.find((role) => role.short === label);
    const username = unique(`mx${index}`).toLowerCase();
    await post(t, '/api/users/', {
      username,
      password: 'user-password-1',
      first_name: 'Matriz',
      last_name: label,
      email: `${username}@example.com`,
      roles: seeded ? [roleId(seeded.short)] : [],
      companies: [rowsA.company.id],
    });
    users.push({
      label,
      username,
      token: await t.login(username, 'user-password-1'),
      address: `203.0.113.${index + 1}`,
      routes: seeded ? [...seeded.routes] : [],
      permissions: seeded ? [...seeded.permissions] : [],
    });
  }
  forbiddenText = (['es', 'en'] as const).map((lang) => translate(lang, 'errors.forbidden'));
});
afterAll(async () => t?.close());

/** A 403 for an action permission (docs/domain.md#data-scope check order: page, then permission) the user does not hold. */
const lacksNamedPermission = (user: User, body: string) =>
  permissionShorts.some(
    (short) =>
      !user.permissions.includes(short) &&
      (['es', 'en'] as const).some((lang) => body.includes(translate(lang, `errors.permission_${short}`))),
  );

const isPageForbidden = (status: number, body: string) =>
  status === 403 && forbiddenText.some((text) => body.includes(text));

describe.skipIf(onPostgres)('the access matrix covers the contract', () => {
  it('has a probe for every custom action (a new endpoint must say how it is reached)', () => {
    const missing = allEndpoints.map(key).filter((k) => !actionProbes[k]);
    expect(missing, 'add them to actionProbes').toEqual([]);
    const stale = Object.keys(actionProbes).filter((k) => !allEndpoints.some((e) => key(e) === k));
    expect(stale).toEqual([]);
    for (const [k, probe] of Object.entries(actionProbes))
      expect(Boolean(probe.other) !== Boolean(probe.unscoped), `${k}: other-company probe or a reason`).toBe(
        true,
      );
  });

  it('has the other company’s row for every resource the server scopes', () => {
    const scopedPaths = resources.filter((def) => def.scope).map((def) => def.path);
    const covered = Object.keys(scopedRows(rowsB));
    expect(scopedPaths.filter((path) => !covered.includes(path))).toEqual([]);
  });
});

describe.skipIf(onPostgres)('every endpoint × every seeded role (and no role), own company', () => {
  it('answers as the contract’s access rules say', async () => {
    const ops = [...resourceOps(), ...actionOps()].sort(
      // the caller's own session ends last
      (a, b) => Number(a.label === 'POST logout/') - Number(b.label === 'POST logout/'),
    );
    const failures: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const op of ops) {
      const answers = await inGroups(users, async (user) => ({ user, res: await send(op.call(), user) }));
      for (const { user, res } of answers) {
        const status = res.statusCode;
        const where = `${op.label} as ${user.label} → ${status} ${res.body.slice(0, 160)}`;
        if (op.readOnly) {
          if (status !== 405) failures.push(`${where} (read-only: 405)`);
          continue;
        }
        const granted = allows(op.rule, user) && (op.alsoRead === undefined || allows(op.alsoRead, user));
        if (!granted) {
          refused += 1;
          if (status !== 403) failures.push(`${where} (not granted: 403)`);
          continue;
        }
        allowed += 1;
        if (status === 401 || isPageForbidden(status, res.body)) failures.push(`${where} (granted)`);
        else if (status === 403 && !lacksNamedPermission(user, res.body))
          failures.push(`${where} (403 without a missing permission)`);
        else if (op.missingRow && status !== 404 && status !== 403)
          failures.push(`${where} (missing row: 404)`);
        else if (op.ownRow && status === 404) failures.push(`${where} (own row: not 404)`);
        else if (status >= 500) failures.push(where);
      }
    }
    // the logout (last) ended each user's session, its access token included: sign them in again
    for (const user of users) user.token = await t.login(user.username, 'user-password-1');
    expect(failures).toEqual([]);
    expect(allowed).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  }, 300_000);
});

describe.skipIf(onPostgres)(
  'the other company: 404 by id, nothing in lists, searches and exports, nothing acted on',
  () => {
    /** B's texts must not appear in anything a user of A reads. */
    const leaks = (body: string) => rowsB.markers.filter((marker) => body.includes(marker));
    /** What a reader sees of an answer: its text, or every cell of a workbook. */
    const readable = async (res: Awaited<ReturnType<typeof send>>) => {
      if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return res.body;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      for (const sheet of book.worksheets)
        sheet.eachRow((row) => {
          cells.push(JSON.stringify(row.values));
        });
      return cells.join('\n');
    };

    it('would see B: the superuser reads its texts in a search, an export, a board export and the user lists', async () => {
      const admin: User = {
        label: 'superuser',
        username: 'admin',
        token: t.adminToken,
        address: '203.0.113.99',
        routes: [],
        permissions: [],
      };
      const calls: Call[] = [
        { method: 'GET', url: `/api/companies/?page=1&search=${rowsB.markers[0]}` },
        { method: 'GET', url: `/api/vacancies/export/?format=csv&search=${rowsB.markers[0]}` },
        { method: 'GET', url: '/api/users/lists/' },
        {
          method: 'POST',
          url: '/api/dashboard/export_board/',
          payload: { ...dashboardFilter(rowsB), board: 'admin', format: 'xlsx' },
        },
      ];
      for (const call of calls) {
        const res = await send(call, admin);
        expect(res.statusCode, call.url).toBe(200);
        expect(leaks(await readable(res)), call.url).not.toEqual([]);
      }
    });

    it('answers 404 to show, PUT, PATCH and DELETE of every scoped row, and changes nothing', async () => {
      const before = await fingerprint(t);
      const failures: string[] = [];
      for (const [path, id] of Object.entries(scopedRows(rowsB)) as Array<[ResourcePath, number]>) {
        const rule = resourceAccess[path];
        const calls: Array<[Call, Rule]> = [[{ method: 'GET', url: `/api/${path}/${id}/` }, rule.read]];
        if (writableResources.has(path))
          for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
            calls.push([
              { method, url: `/api/${path}/${id}/`, payload: method === 'DELETE' ? undefined : {} },
              rule.write,
            ]);
        for (const [call, callRule] of calls) {
          const answers = await inGroups(users, async (user) => ({ user, res: await send(call, user) }));
          for (const { user, res } of answers) {
            const granted = allows(rule.read, user) && allows(callRule, user);
            const expected = granted ? 404 : 403;
            if (res.statusCode === 403 && granted && lacksNamedPermission(user, res.body)) continue;
            if (res.statusCode !== expected)
              failures.push(
                `${call.method} ${call.url} as ${user.label} → ${res.statusCode}, expected ${expected}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await fingerprint(t))).toEqual([]);
    }, 120_000);

    it('leaves B out of every list filtered by its id, its company or its texts, and out of exports', async () => {
      const failures: string[] = [];
      for (const [path, id] of Object.entries(scopedRows(rowsB)) as Array<[ResourcePath, number]>) {
        const urls = [
          `/api/${path}/?page=1&id=${id}`,
          `/api/${path}/?page=1&company=${rowsB.company.id}`,
          `/api/${path}/?page=1&search=${rowsB.markers[0]}`,
          `/api/${path}/export/?format=csv&search=${rowsB.markers[0]}`,
        ];
        // the users the read rule refuses answer 403 before any filter (the matrix above)
        const readers = users.filter((user) => allows(resourceAccess[path].read, user));
        for (const url of urls) {
          const answers = await inGroups(readers, async (user) => ({
            user,
            res: await send({ method: 'GET', url }, user),
          }));
          for (const { user, res } of answers) {
            const where = `GET ${url} as ${user.label} → ${res.statusCode}`;
            if (res.statusCode === 400) continue; // a filter the resource does not take
            if (res.statusCode !== 200) {
              failures.push(`${where}, expected 200`);
              continue;
            }
            if (leaks(res.body).length) failures.push(`${where} shows ${leaks(res.body).join(', ')}`);
            if (!url.includes('/export/')) {
              const body = res.json() as ApiRow[] | { data: ApiRow[] };
              const rows = Array.isArray(body) ? body : body.data;
              if (rows.some((row) => row.id === id)) failures.push(`${where} lists B's row ${id}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it('answers 404 or 400 to custom actions aimed at B’s rows, never acts, never leaks', async () => {
      const failures: string[] = [];
      const byKey = new Map(allEndpoints.map((endpoint) => [key(endpoint), endpoint]));
      const probes = Object.entries(actionProbes).flatMap(([k, probe]) => {
        const endpoint = byKey.get(k);
        return probe.other && endpoint ? [{ k, endpoint, ...probe.other(rowsB, rowsA) }] : [];
      });
      const before = await fingerprint(t);
      for (const probe of probes) {
        const answers = await inGroups(users, async (user) => ({ user, res: await send(probe.call, user) }));
        for (const { user, res } of answers) {
          const status = res.statusCode;
          const where = `${probe.k} (B) as ${user.label} → ${status} ${res.body.slice(0, 160)}`;
          if (!allows(probe.endpoint.access, user)) {
            if (status !== 403) failures.push(`${where}, expected 403`);
            continue;
          }
          const seen = leaks(await readable(res));
          if (seen.length) failures.push(`${where} shows ${seen.join(', ')}`);
          if (probe.kind === 'act' && ![400, 403, 404].includes(status))
            failures.push(`${where}, expected 404/400`);
          if (status === 403 && isPageForbidden(status, res.body)) failures.push(`${where}: granted`);
          if (probe.kind === 'filter' && status >= 500) failures.push(where);
        }
      }
      expect(failures).toEqual([]);
      // the `filter` reads write nothing; exports of candidate data are audited (docs/decisions.md)
      const changed = changedTables(before, await fingerprint(t)).filter((table) => table !== 'audit_logs');
      expect(changed).toEqual([]);
    }, 120_000);
  },
);
