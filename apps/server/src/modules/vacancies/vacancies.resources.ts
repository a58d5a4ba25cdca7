import { logSentence, translate } from '@rp/contract';
import type { LogEvent } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { openVacancyStatuses } from '@rp/contract/rules/dashboard';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context';
import { phoneDigits } from '../../db/schema/columns';
import {
  candidateNamesUnaccent,
  candidates,
  techResources,
  vacancies,
  vacancyApprovals,
  vacancyCandidateHistory,
  vacancyCandidateStatus,
  vacancyCandidates,
  vacancyComments,
  vacancyDocuments,
  vacancyHistory,
  vacancyLogs,
  vacancyStatus,
} from '../../db/schema/index';
import { inList, notDeleted } from '../../db/status-sql';
import { conflict, FieldErrors } from '../../lib/errors';
import { assertVacancyCandidateAction } from '../../lib/permissions';
import { candidateNameOf, lookup, qualified, userNameOf } from '../../resources/names';
import {
  companyOf,
  regionOfCompany,
  throughVacancyOrRequirementScope,
  throughVacancyScope,
  vacancyIdsInScope,
} from '../../resources/scope';
import { defineResourceDef, type ResourceDef, type Row } from '../../resources/types';
import { releaseFile } from '../files/files.service';
import {
  deleteVacancyCandidate,
  deleteVacancyDocument,
  findFileNameAndExtension,
  findVacancyId,
  softDeleteVacancy,
} from './vacancies.queries';
import { assertDetailCatalogs } from './vacancy-candidates.service';
import { afterVacancyCreated, vacancyScope } from './vacancy-stages';

/** Rows below a vacancy: one rule, the vacancy's scope (docs/domain.md#data-scope). */
const throughVacancy = (column: AnyPgColumn) => ({
  scope: throughVacancyScope(column),
  // a user of few vacancies reads their rows by the vacancies' ids (ResourceDef.scopeParent)
  scopeParent: { column, ids: vacancyIdsInScope },
  regionOf: regionOfCompany(companyOf('vacancies', column)),
  references: { vacancy: { resource: 'vacancies' } } satisfies ResourceDef['references'],
});

/** Comments, documents and logs hang on a vacancy, a requirement or only a candidate (shared pool). */
const throughVacancyOrRequirement = (vacancy: AnyPgColumn, requeriment: AnyPgColumn) => {
  const company = sql`coalesce(${companyOf('vacancies', vacancy)}, ${companyOf('requeriments', requeriment)})`;
  return {
    scope: throughVacancyOrRequirementScope(vacancy, requeriment),
    regionOf: regionOfCompany(company),
  };
};

/**
 * What a comment or a document hangs on must be a row the caller may see (a candidate is of the
 * shared pool: its foreign key is the check).
 */
const targetReferences = {
  vacancy: { resource: 'vacancies' },
  requeriment: { resource: 'requeriments' },
} satisfies ResourceDef['references'];

const byActor =
  (column: string) =>
  async <I extends Row>(ctx: { actor: Actor }, input: I, existing: unknown): Promise<Row> =>
    existing ? input : { ...input, [column]: ctx.actor.id };

const vac = (column: string) => qualified('vacancies', column);
const vc = (column: string) => qualified('vacancy_candidates', column);
/** Fields that stay editable after the request is sent for approval. */
const editableAfterNew = new Set(['recruiter', 'hr_manager', 'program_manager', 'review_resources']);

const daysOpen = sql<number>`(extract(day from coalesce(${vacancies.closed_at}, ${vacancies.cancel_at}, now()) - ${vacancies.created_at}))::int`;

export const vacancyResource = defineResourceDef(resources.vacancies, {
  table: vacancies,
  // code, position, company, requisitor and plant, accent-insensitive: one trigram-indexed text
  // kept by triggers (migration 0015)
  search: [(pattern) => sql`${vac('search_text')} like immutable_unaccent(${pattern})`],
  defaultOrdering: '-created_at',
  baseWhere: notDeleted(vacancies.is_deleted),
  softDelete: { column: 'is_deleted', value: true },
  scope: vacancyScope,
  // a user of several companies reads a page company by company (migration 0037's index)
  scopeCompany: vacancies.company,
  regionOf: regionOfCompany(vacancies.company),
  references: { company: { resource: 'companies' } },
  computed: {
    days_open: { sql: daysOpen, type: 'number' },
    company_name: lookup('companies', 'name_es', vac('company')),
    company_name_en: lookup('companies', 'name_en', vac('company')),
    stage_name: lookup('vacancy_status', 'name', vac('current_status')),
    recruiter_name: { sql: userNameOf(vac('recruiter')), type: 'string' },
    request_by_name: { sql: userNameOf(vac('request_by')), type: 'string' },
    approvals_total: {
      sql: sql`(select count(*)::int from vacancy_approvals a where a.vacancy = ${vac('id')})`,
      type: 'number',
    },
    approvals_done: {
      sql: sql`(select count(*)::int from vacancy_approvals a where a.vacancy = ${vac('id')} and a.approve_at is not null)`,
      type: 'number',
    },
    is_past_due: {
      sql: sql`coalesce(${inList(vacancies.status, openVacancyStatuses)} and ${vacancies.expected_date} < current_date, false)`,
      type: 'boolean',
    },
  },
  async beforeWrite(ctx, input, existing) {
    if (!existing) return { ...input, status: 'New', request_by: ctx.actor.id, code: null };
    // once sent for approval the request is locked: the team and the tech-resources review stay
    // editable (docs/decisions.md#administrative-process-issue-13)
    if (existing.status !== 'New') {
      const locked = Object.keys(input).filter((key) => !editableAfterNew.has(key));
      if (locked.length > 0) throw conflict('errors.vacancy_locked');
    }
    if ('vacancy_type' in input && input.vacancy_type !== existing.vacancy_type)
      throw FieldErrors.one('vacancy_type', 'validation.immutable');
    // one bound sent: the range is checked against the stored other bound (the contract checks both)
    const from = 'salary_from' in input ? input.salary_from : existing.salary_from;
    const to = 'salary_to' in input ? input.salary_to : existing.salary_to;
    if (from != null && to != null && to < from) {
      throw FieldErrors.one('salary_to', 'validation.salary_range');
    }
    return input;
  },
  // only a vacancy never sent for approval is deleted (soft); later ones are cancelled with a reason
  async onDelete(ctx, row) {
    if (row.status !== 'New') throw conflict('errors.vacancy_delete_not_new');
    await softDeleteVacancy(ctx.db, row.id);
  },
  onCreated: afterVacancyCreated,
});
export const vacancyCandidateResource = defineResourceDef(resources['vacancy-candidates'], {
  auditExport: true,
  table: vacancyCandidates,
  defaultOrdering: '-created_at',
  ...throughVacancy(vacancyCandidates.vacancy),
  // candidates of a deleted vacancy are gone with it, as the figures count them (an anti-join on
  // the few deleted vacancies, like requirement candidates)
  baseWhere: sql`not exists (select 1 from vacancies v where v.id = ${vc('vacancy')} and v.is_deleted)`,
  // the candidate by name (accent-insensitive), CURP or e-mail, as the black list searches
  search: [
    (pattern) =>
      sql`exists (select 1 from ${candidates} where ${candidates.id} = ${vc('candidate')} and (${candidateNamesUnaccent(candidates)} like immutable_unaccent(${pattern}) or lower(${candidates.curp}) like ${pattern} or lower(${candidates.email}) like ${pattern}))`,
  ],
  // and by phone, digits only on both sides
  phoneSearch: [
    (pattern) =>
      sql`exists (select 1 from ${candidates} where ${candidates.id} = ${vc('candidate')} and ${phoneDigits(candidates.phone_number)} like ${pattern})`,
  ],
  computed: {
    candidate_name: { sql: candidateNameOf(vc('candidate')), type: 'string' },
    candidate_curp: lookup('candidates', 'curp', vc('candidate')),
    candidate_email: lookup('candidates', 'email', vc('candidate')),
    candidate_phone: lookup('candidates', 'phone_number', vc('candidate')),
    stage_name: lookup('vacancy_candidate_status', 'name', vc('current_status')),
    vacancy_code: lookup('vacancies', 'code', vc('vacancy')),
    vacancy_position: lookup('vacancies', 'position', vc('vacancy')),
    vacancy_type: lookup('vacancies', 'vacancy_type', vc('vacancy')),
    company_name: lookup('companies', 'name_es', companyOf('vacancies', vc('vacancy'))),
    company_name_en: lookup('companies', 'name_en', companyOf('vacancies', vc('vacancy'))),
    medical_user_name: { sql: userNameOf(vc('medical_user')), type: 'string' },
    has_pending_application: {
      sql: sql`exists (select 1 from vacancy_applications a where a.vacancy_candidate = ${vc('id')} and a.resolution = 'pending')`,
      type: 'boolean',
    },
  },
  /** POST is save_draft_candidate (registered by the area's routes): one draft per pair. */
  customCreate: true,
  /** PUT writes viability, interview and offer details (docs/decisions.md#vacancy-candidates-issue-14). */
  async beforeWrite(ctx, input) {
    assertVacancyCandidateAction(ctx.actor, 'save_draft_candidate');
    if ('vacancy' in input || 'candidate' in input)
      throw FieldErrors.one('candidate', 'validation.immutable');
    await assertDetailCatalogs(ctx.db, input);
    return input;
  },
  /** Only a draft is removed; a real assignment ends by close_candidate (its history stays). */
  async onDelete(ctx, row) {
    assertVacancyCandidateAction(ctx.actor, 'save_draft_candidate');
    if (!row.is_draft) throw conflict('errors.only_draft_delete');
    await deleteVacancyCandidate(ctx.db, row.id);
  },
});

export const vacancyStatusResource = defineResourceDef(resources['vacancy-status'], {
  table: vacancyStatus,
  search: [vacancyStatus.name],
  defaultOrdering: 'id',
});

export const vacancyCandidateStatusResource = defineResourceDef(resources['vacancy-candidate-status'], {
  table: vacancyCandidateStatus,
  search: [vacancyCandidateStatus.name],
  defaultOrdering: 'id',
});

export const vacancyHistoryResource = defineResourceDef(resources['vacancy-history'], {
  table: vacancyHistory,
  defaultOrdering: '-created_at',
  ...throughVacancy(vacancyHistory.vacancy),
});

export const vacancyCandidateHistoryResource = defineResourceDef(resources['vacancy-candidate-history'], {
  table: vacancyCandidateHistory,
  defaultOrdering: '-created_at',
  ...throughVacancy(vacancyCandidateHistory.vacancy),
});

export const vacancyLogResource = defineResourceDef(resources['vacancy-logs'], {
  table: vacancyLogs,
  defaultOrdering: '-created_at',
  ...throughVacancyOrRequirement(vacancyLogs.vacancy, vacancyLogs.requeriment),
  computed: { user_name: { sql: userNameOf(qualified('vacancy_logs', 'user')), type: 'string' } },
  // the entry reads in the reader's language: its event rendered, else the sentence as written
  export: {
    omit: ['event'],
    overrides: {
      comment: {
        value: (row, lang) =>
          row.event
            ? logSentence(row.event as LogEvent, lang, (key, params) => translate(lang, key, params))
            : row.comment,
      },
    },
  },
});

export const vacancyApprovalResource = defineResourceDef(resources['vacancy-approvals'], {
  table: vacancyApprovals,
  defaultOrdering: 'id',
  ...throughVacancy(vacancyApprovals.vacancy),
});

export const vacancyCommentResource = defineResourceDef(resources['vacancy-comments'], {
  table: vacancyComments,
  search: [vacancyComments.comment],
  defaultOrdering: '-created_at',
  ...throughVacancyOrRequirement(vacancyComments.vacancy, vacancyComments.requeriment),
  references: targetReferences,
  computed: {
    user_name: { sql: userNameOf(qualified('vacancy_comments', 'user')), type: 'string' },
    candidate_name: { sql: candidateNameOf(qualified('vacancy_comments', 'candidate')), type: 'string' },
  },
  beforeWrite: byActor('user'),
});

export const vacancyDocumentResource = defineResourceDef(resources['vacancy-documents'], {
  table: vacancyDocuments,
  search: [vacancyDocuments.original_name, vacancyDocuments.notes],
  defaultOrdering: '-created_at',
  ...throughVacancyOrRequirement(vacancyDocuments.vacancy, vacancyDocuments.requeriment),
  // the file too: a file the caller may not see answers like one that does not exist
  references: { ...targetReferences, document: { resource: 'file-records' } },
  computed: {
    candidate_name: { sql: candidateNameOf(qualified('vacancy_documents', 'candidate')), type: 'string' },
  },
  /** The document goes, and its file with it when nothing else uses that file. */
  async onDelete(ctx, row) {
    await deleteVacancyDocument(ctx.db, row.id);
    return releaseFile(ctx, row.document);
  },
  /** The file's original name and extension are copied from its FileRecord. */
  async beforeWrite(ctx, input) {
    if (input.document == null) return input;
    const file = await findFileNameAndExtension(ctx.db, input.document);
    if (!file) throw FieldErrors.one('document', 'validation.not_found_ref');
    return { ...input, ...file };
  },
});

export const techResourceResource = defineResourceDef(resources['tech-resources'], {
  table: techResources,
  defaultOrdering: '-id',
  ...throughVacancy(techResources.vacancy),
  /** tech_resources.vacancy has no foreign key: check the reference here (400, as a foreign key would). */
  async beforeWrite(ctx, input) {
    if (!('vacancy' in input) || input.vacancy == null) return input;
    const vacancy = await findVacancyId(ctx.db, input.vacancy);
    if (!vacancy) throw FieldErrors.one('vacancy', 'validation.not_found_ref');
    return input;
  },
});

export const vacanciesResources: ResourceDef[] = [
  vacancyResource,
  vacancyCandidateResource,
  vacancyStatusResource,
  vacancyCandidateStatusResource,
  vacancyHistoryResource,
  vacancyCandidateHistoryResource,
  vacancyLogResource,
  vacancyApprovalResource,
  vacancyCommentResource,
  vacancyDocumentResource,
  techResourceResource,
];
