import { blacklistedReasonCode } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { ageOn, candidateFullName } from '@rp/contract/rules/candidate';
import { sql } from 'drizzle-orm';
import { phoneDigits } from '../../db/schema/columns';
import { blackList, candidateNamesUnaccent, candidates } from '../../db/schema/index';
import { notDeleted } from '../../db/status-sql';
import { candidateNameOf, qualified } from '../../resources/names';
import { defineResourceDef, type ResourceDef, type Row, type StoredRow } from '../../resources/types';
import { rejectOpenAssignmentsOf } from '../requirements/requirement-candidates.service';
import { rejectOpenCandidaciesOf } from '../vacancies/vacancy-candidates.service';
import { deleteBlackListEntry } from './candidates.queries';
import {
  blackListEntrySql,
  candidateIdRef,
  checkBlackListWrite,
  checkCandidateDuplicates,
  ifFlaggedBlacklisted,
  isBlacklistedSql,
  isInProcessSql,
  syncBlackList,
} from './candidates.service';

/** Full name and age, derived with the contract's rules (docs/domain.md#candidates), on the read row itself. */
function withDerived(row: StoredRow<typeof candidates>, today: string): Row {
  const age = ageOn(row.birthdate, today);
  row.full_name = candidateFullName(row);
  row.age = age;
  row.age_label = age === null ? null : `${age}`;
  return row;
}

/** The candidate fields an export writes, labelled as the form labels them (`candidates.fields.*`). */
const candidateExportFields = [
  'full_name',
  'curp',
  'rfc',
  'ssn',
  'employee_code',
  'genre',
  'birthdate',
  'age',
  'email',
  'phone_number',
  'address',
  'colony',
  'postal_code',
  'city',
  'state',
  'emergency_name',
  'emergency_phone',
  'category',
  'scholar_level',
  'scholar_speciality',
  'scholar_notes',
  'english_level',
  'recruitment_source',
  'last_company',
  'last_position',
  'additional_comments',
  'status',
  'is_black_list',
];

const blackListCandidate = sql`${sql.identifier('black_list')}.${sql.identifier('candidate')}`;

export const candidateResource = defineResourceDef(resources.candidates, {
  auditExport: true,
  table: candidates,
  search: [
    // names, e-mail, CURP and RFC in one stored text, accent- and case-insensitive: 'hernandez'
    // finds 'Hernández', and the words of a term are AND-ed inside one scan of
    // candidates_search_text_trgm (docs/decisions.md "One search text per candidate (issue 28)")
    // row by row (a search window), the pattern is unaccented once for the statement (an InitPlan):
    // written per row, its cost kept a prepared window planning on every call (docs/decisions.md
    // "The embedded database keeps its statements prepared (issue 28)")
    (pattern, mode) =>
      mode === 'rowByRow'
        ? sql`${candidates.search_text} like (select immutable_unaccent(${pattern}))`
        : sql`${candidates.search_text} like immutable_unaccent(${pattern})`,
  ],
  // a letter-only word of 3+ letters: the start of a word of the names, the e-mail's local part or
  // the CURP's and RFC's letters, by the prefixes' GIN index (one posting list per word) or, in the
  // search window, from candidates_newest_idx (docs/decisions.md "Name words are matched from their
  // start (issue 28)")
  wordStarts: {
    indexed: (word) => sql`${candidates.search_prefixes} @> array[${word}]::text[]`,
    rowByRow: (pattern) => sql`${candidates.search_words} like ${pattern}`,
  },
  // by its digits: '(664) 357-6568' finds a phone stored as '6643576568' (index candidates_phone_digits_trgm)
  phoneSearch: [candidates.phone_number],
  defaultOrdering: '-created_at',
  // a term in 1.25 % or more of the candidates fills its page from the 2,000 newest
  // (docs/decisions.md "One search text per candidate (issue 28)")
  searchWindow: 2000,
  // a two-word name the planner expects a few hundred times reads its matches without the window
  // (docs/decisions.md "A rare term skips its search window")
  rareTermsFirst: true,
  baseWhere: notDeleted(candidates.is_deleted),
  softDelete: { column: 'is_deleted', value: true, reasonColumn: 'deleted_reason' },
  // the candidate's data as the form labels it, catalogs by name (docs/domain.md#formats-and-constants)
  export: {
    columns: [
      'id',
      ...candidateExportFields,
      { key: 'created_by', header: 'exports.fields.created_by' },
      { key: 'created_at', header: 'exports.fields.created_at' },
      { key: 'updated_at', header: 'exports.fields.updated_at' },
    ],
    overrides: Object.fromEntries(
      candidateExportFields.map((key) => [key, { header: `candidates.fields.${key}` }]),
    ),
  },
  // derived at read time: an entry past its end date stops counting without a job
  computed: {
    is_black_list: {
      sql: ifFlaggedBlacklisted(isBlacklistedSql(candidateIdRef), sql`false`),
      type: 'boolean',
      // the flag first, so the index of the flagged (migration 0035) serves the page in the list's
      // order; `is true` keeps the entry's check a test of each row read, where a bare `exists`
      // became a join that read every flagged candidate and sorted them (`ComputedField.whenTrue`)
      whenTrue: sql`(${candidates.is_black_list} and (${isBlacklistedSql(candidateIdRef)}) is true)`,
    },
    is_in_process: { sql: isInProcessSql(candidateIdRef), type: 'boolean' },
    // why and until when, said before the click in the pickers; the blacklist is read by every
    // user who reads candidates (docs/domain.md#data-scope)
    black_list_reason: {
      sql: ifFlaggedBlacklisted(blackListEntrySql(candidateIdRef, sql`c.name`)),
      type: 'string',
    },
    black_list_reason_en: {
      sql: ifFlaggedBlacklisted(blackListEntrySql(candidateIdRef, sql`c.name_en`)),
      type: 'string',
    },
    black_list_until: {
      sql: ifFlaggedBlacklisted(blackListEntrySql(candidateIdRef, sql`to_char(b.ends_at, 'YYYY-MM-DD')`)),
      type: 'string',
    },
  },
  // today as the server's UTC calendar day
  expand: async (_ctx, rows) => {
    const today = new Date().toISOString().slice(0, 10);
    return rows.map((row) => withDerived(row, today));
  },
  async beforeWrite(ctx, input, existing) {
    await checkCandidateDuplicates(ctx.db, input, existing);
    const { confirm_duplicates: _ignored, ...values } = input;
    return existing ? values : { ...values, created_by: ctx.actor.id };
  },
});

export const blackListResource = defineResourceDef(resources['black-list'], {
  auditExport: true,
  table: blackList,
  search: [
    // the entry's candidate by name (accent-insensitive) or CURP; or the entry's note
    (pattern) =>
      sql`exists (select 1 from ${candidates} where ${candidates.id} = ${blackListCandidate} and (${candidateNamesUnaccent(candidates)} like immutable_unaccent(${pattern}) or lower(${candidates.curp}) like ${pattern}))`,
    blackList.note,
  ],
  // the entry's candidate by phone, digits only on both sides
  phoneSearch: [
    (pattern) =>
      sql`exists (select 1 from ${candidates} where ${candidates.id} = ${blackListCandidate} and ${phoneDigits(candidates.phone_number)} like ${pattern})`,
  ],
  defaultOrdering: '-created_at',
  computed: {
    candidate_name: {
      sql: candidateNameOf(qualified('black_list', 'candidate')),
      type: 'string',
    },
  },
  async beforeWrite(ctx, input, existing) {
    await checkBlackListWrite(ctx.db, input, existing);
    return existing ? input : { ...input, created_by: ctx.actor.id };
  },
  async afterWrite(ctx, row, input, existing) {
    await syncBlackList(ctx.db, row.candidate);
    // asked for by the add dialog, which lists them: the candidate's open processes end in the
    // same transaction as Rejected "Candidate blacklisted" (docs/decisions.md, issue 26 item 9)
    if (!existing && 'close_open_processes' in input && input.close_open_processes === true) {
      await rejectOpenAssignmentsOf(ctx, row.candidate, blacklistedReasonCode, null);
      await rejectOpenCandidaciesOf(ctx, row.candidate, blacklistedReasonCode, null);
    }
  },
  async onDelete(ctx, row) {
    await deleteBlackListEntry(ctx.db, row.id);
    await syncBlackList(ctx.db, row.candidate);
  },
});

export const candidatesResources: ResourceDef[] = [candidateResource, blackListResource];
