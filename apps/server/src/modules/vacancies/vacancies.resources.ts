import { resourceAccess } from '@rp/contract';
import {
  techResourceCreateSchema,
  techResourceSchema,
  techResourceUpdateSchema,
  vacancyApprovalCreateSchema,
  vacancyApprovalSchema,
  vacancyApprovalUpdateSchema,
  vacancyCandidateCreateSchema,
  vacancyCandidateHistorySchema,
  vacancyCandidateSchema,
  vacancyCandidateStatusCreateSchema,
  vacancyCandidateStatusSchema,
  vacancyCandidateStatusUpdateSchema,
  vacancyCandidateUpdateSchema,
  vacancyCommentCreateSchema,
  vacancyCommentSchema,
  vacancyCommentUpdateSchema,
  vacancyCreateSchema,
  vacancyDocumentCreateSchema,
  vacancyDocumentSchema,
  vacancyDocumentUpdateSchema,
  vacancyHistorySchema,
  vacancyLogSchema,
  vacancySchema,
  vacancyStatusCreateSchema,
  vacancyStatusSchema,
  vacancyStatusUpdateSchema,
  vacancyUpdateSchema,
} from '@rp/contract/entities';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context';
import {
  fileRecords,
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
import { FieldErrors } from '../../lib/errors';
import { candidateNameOf, qualified, userNameOf } from '../../resources/names';
import {
  companyOf,
  companyScope,
  regionOfCompany,
  throughVacancyOrRequerimentScope,
  throughVacancyScope,
} from '../../resources/scope';
import type { ResourceDef, Row } from '../../resources/types';
import { assertAssignable } from '../candidates/candidates.service';
import { releaseFile } from '../files/files.service';

/** Rows below a vacancy: one rule, the vacancy's scope (docs/domain.md#data-scope). */
const throughVacancy = (column: AnyPgColumn) => ({
  scope: throughVacancyScope(column),
  regionOf: regionOfCompany(companyOf('vacancies', column)),
  references: { vacancy: { resource: 'vacancies' } } satisfies ResourceDef['references'],
});

/** Comments, documents and logs hang on a vacancy, a requirement or only a candidate (shared pool). */
const throughVacancyOrRequeriment = (vacancy: AnyPgColumn, requeriment: AnyPgColumn) => {
  const company = sql`coalesce(${companyOf('vacancies', vacancy)}, ${companyOf('requeriments', requeriment)})`;
  return {
    scope: throughVacancyOrRequerimentScope(vacancy, requeriment),
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
  async (ctx: { actor: Actor }, input: Row, existing: Row | null): Promise<Row> =>
    existing ? input : { ...input, [column]: ctx.actor.id };

const daysOpen = sql<number>`(extract(day from coalesce(${vacancies.closed_at}, ${vacancies.cancel_at}, now()) - ${vacancies.created_at}))::int`;

export const vacanciesResources: ResourceDef[] = [
  {
    path: 'vacancies',
    table: vacancies,
    access: resourceAccess.vacancies,
    read: vacancySchema,
    create: vacancyCreateSchema,
    update: vacancyUpdateSchema,
    search: [vacancies.code, vacancies.requisitor_name, vacancies.plant, vacancies.shift_description],
    defaultOrdering: '-created_at',
    baseWhere: eq(vacancies.is_deleted, false),
    softDelete: { column: 'is_deleted', value: true },
    scope: companyScope(vacancies.company),
    regionOf: regionOfCompany(vacancies.company),
    references: { company: { resource: 'companies' } },
    computed: { days_open: { sql: daysOpen, type: 'number' } },
    async beforeWrite(ctx, input, existing) {
      if (!existing) return { ...input, request_by: ctx.actor.id };
      // one bound sent: the range is checked against the stored other bound (the contract checks both)
      const from = 'salary_from' in input ? input.salary_from : existing.salary_from;
      const to = 'salary_to' in input ? input.salary_to : existing.salary_to;
      if (from != null && to != null && Number(to) < Number(from)) {
        throw FieldErrors.one('salary_to', 'validation.salary_range');
      }
      return input;
    },
    async afterWrite(ctx, row) {
      if (!row.code) {
        await ctx.db
          .update(vacancies)
          .set({ code: `VAC-${String(row.id).padStart(6, '0')}` })
          .where(eq(vacancies.id, Number(row.id)));
      }
    },
  },
  {
    path: 'vacancy-candidates',
    table: vacancyCandidates,
    access: resourceAccess['vacancy-candidates'],
    read: vacancyCandidateSchema,
    create: vacancyCandidateCreateSchema,
    update: vacancyCandidateUpdateSchema,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyCandidates.vacancy),
    async beforeWrite(ctx, input, existing) {
      if (!existing) await assertAssignable(ctx, Number(input.candidate), { field: 'candidate' });
      return byActor('created_by')(ctx, input, existing);
    },
  },
  {
    path: 'vacancy-status',
    table: vacancyStatus,
    access: resourceAccess['vacancy-status'],
    read: vacancyStatusSchema,
    create: vacancyStatusCreateSchema,
    update: vacancyStatusUpdateSchema,
    search: [vacancyStatus.name],
    defaultOrdering: 'id',
  },
  {
    path: 'vacancy-candidate-status',
    table: vacancyCandidateStatus,
    access: resourceAccess['vacancy-candidate-status'],
    read: vacancyCandidateStatusSchema,
    create: vacancyCandidateStatusCreateSchema,
    update: vacancyCandidateStatusUpdateSchema,
    search: [vacancyCandidateStatus.name],
    defaultOrdering: 'id',
  },
  {
    path: 'vacancy-history',
    table: vacancyHistory,
    access: resourceAccess['vacancy-history'],
    read: vacancyHistorySchema,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyHistory.vacancy),
  },
  {
    path: 'vacancy-candidate-history',
    table: vacancyCandidateHistory,
    access: resourceAccess['vacancy-candidate-history'],
    read: vacancyCandidateHistorySchema,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyCandidateHistory.vacancy),
  },
  {
    path: 'vacancy-logs',
    table: vacancyLogs,
    access: resourceAccess['vacancy-logs'],
    read: vacancyLogSchema,
    defaultOrdering: '-created_at',
    ...throughVacancyOrRequeriment(vacancyLogs.vacancy, vacancyLogs.requeriment),
    computed: { user_name: { sql: userNameOf(qualified('vacancy_logs', 'user')), type: 'string' } },
  },
  {
    path: 'vacancy-approvals',
    table: vacancyApprovals,
    access: resourceAccess['vacancy-approvals'],
    read: vacancyApprovalSchema,
    create: vacancyApprovalCreateSchema,
    update: vacancyApprovalUpdateSchema,
    defaultOrdering: 'id',
    ...throughVacancy(vacancyApprovals.vacancy),
  },
  {
    path: 'vacancy-comments',
    table: vacancyComments,
    access: resourceAccess['vacancy-comments'],
    read: vacancyCommentSchema,
    create: vacancyCommentCreateSchema,
    update: vacancyCommentUpdateSchema,
    search: [vacancyComments.comment],
    defaultOrdering: '-created_at',
    ...throughVacancyOrRequeriment(vacancyComments.vacancy, vacancyComments.requeriment),
    references: targetReferences,
    computed: {
      user_name: { sql: userNameOf(qualified('vacancy_comments', 'user')), type: 'string' },
      candidate_name: { sql: candidateNameOf(qualified('vacancy_comments', 'candidate')), type: 'string' },
    },
    beforeWrite: byActor('user'),
  },
  {
    path: 'vacancy-documents',
    table: vacancyDocuments,
    access: resourceAccess['vacancy-documents'],
    read: vacancyDocumentSchema,
    create: vacancyDocumentCreateSchema,
    update: vacancyDocumentUpdateSchema,
    search: [vacancyDocuments.original_name, vacancyDocuments.notes],
    defaultOrdering: '-created_at',
    ...throughVacancyOrRequeriment(vacancyDocuments.vacancy, vacancyDocuments.requeriment),
    // the file too: a file the caller may not see answers like one that does not exist
    references: { ...targetReferences, document: { resource: 'file-records' } },
    computed: {
      candidate_name: { sql: candidateNameOf(qualified('vacancy_documents', 'candidate')), type: 'string' },
    },
    /** The document goes, and its file with it when nothing else uses that file. */
    async onDelete(ctx, row) {
      await ctx.db.delete(vacancyDocuments).where(eq(vacancyDocuments.id, Number(row.id)));
      return releaseFile(ctx, Number(row.document));
    },
    /** The file's original name and extension are copied from its FileRecord. */
    async beforeWrite(ctx, input) {
      if (input.document == null) return input;
      const [file] = await ctx.db
        .select({ original_name: fileRecords.original_name, extension: fileRecords.extension })
        .from(fileRecords)
        .where(eq(fileRecords.id, Number(input.document)));
      if (!file) throw FieldErrors.one('document', 'validation.not_found_ref');
      return { ...input, ...file };
    },
  },
  {
    path: 'tech-resources',
    table: techResources,
    access: resourceAccess['tech-resources'],
    read: techResourceSchema,
    create: techResourceCreateSchema,
    update: techResourceUpdateSchema,
    defaultOrdering: '-id',
    ...throughVacancy(techResources.vacancy),
    /** tech_resources.vacancy has no foreign key: check the reference here (400, as a foreign key would). */
    async beforeWrite(ctx, input) {
      if (input.vacancy == null) return input;
      const [vacancy] = await ctx.db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.id, Number(input.vacancy)));
      if (!vacancy) throw FieldErrors.one('vacancy', 'validation.not_found_ref');
      return input;
    },
  },
];
