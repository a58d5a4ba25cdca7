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
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context';
import {
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
import { companyOf, companyScope, inIds, regionOfCompany } from '../../resources/scope';
import type { ResourceDef, Row } from '../../resources/types';

const throughVacancy = (column: AnyPgColumn) => ({
  scope: companyScope(companyOf('vacancies', column)),
  regionOf: regionOfCompany(companyOf('vacancies', column)),
});

/** Comments, documents and logs hang on a vacancy, a requirement or only a candidate (shared pool). */
const throughVacancyOrRequeriment = (vacancy: AnyPgColumn, requeriment: AnyPgColumn) => {
  const company = sql`coalesce(${companyOf('vacancies', vacancy)}, ${companyOf('requeriments', requeriment)})`;
  return {
    scope: (actor: Actor) => or(and(isNull(vacancy), isNull(requeriment)), inIds(company, actor.companies)),
    regionOf: regionOfCompany(company),
  };
};

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
    computed: { days_open: { sql: daysOpen, type: 'number' } },
    beforeWrite: byActor('request_by'),
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
    beforeWrite: byActor('created_by'),
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
  },
];
