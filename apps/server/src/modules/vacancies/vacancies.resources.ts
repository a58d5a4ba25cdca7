import { logSentence, translate } from '@rp/contract';
import type { LogEvent } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
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
  throughVacancyOrRequirementScope,
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
  async (ctx: { actor: Actor }, input: Row, existing: Row | null): Promise<Row> =>
    existing ? input : { ...input, [column]: ctx.actor.id };

const daysOpen = sql<number>`(extract(day from coalesce(${vacancies.closed_at}, ${vacancies.cancel_at}, now()) - ${vacancies.created_at}))::int`;

export const vacanciesResources: ResourceDef[] = [
  {
    ...resources.vacancies,
    table: vacancies,
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
    ...resources['vacancy-candidates'],
    table: vacancyCandidates,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyCandidates.vacancy),
    async beforeWrite(ctx, input, existing) {
      if (!existing) await assertAssignable(ctx, Number(input.candidate), { field: 'candidate' });
      return byActor('created_by')(ctx, input, existing);
    },
  },
  {
    ...resources['vacancy-status'],
    table: vacancyStatus,
    search: [vacancyStatus.name],
    defaultOrdering: 'id',
  },
  {
    ...resources['vacancy-candidate-status'],
    table: vacancyCandidateStatus,
    search: [vacancyCandidateStatus.name],
    defaultOrdering: 'id',
  },
  {
    ...resources['vacancy-history'],
    table: vacancyHistory,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyHistory.vacancy),
  },
  {
    ...resources['vacancy-candidate-history'],
    table: vacancyCandidateHistory,
    defaultOrdering: '-created_at',
    ...throughVacancy(vacancyCandidateHistory.vacancy),
  },
  {
    ...resources['vacancy-logs'],
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
  },
  {
    ...resources['vacancy-approvals'],
    table: vacancyApprovals,
    defaultOrdering: 'id',
    ...throughVacancy(vacancyApprovals.vacancy),
  },
  {
    ...resources['vacancy-comments'],
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
  },
  {
    ...resources['vacancy-documents'],
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
    ...resources['tech-resources'],
    table: techResources,
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
