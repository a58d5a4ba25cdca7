import {
  candidateGenres,
  candidateStatuses,
  categoryCodes,
  followUpStatuses,
  formatDate,
  formatPercent,
  genders,
  type Lang,
  medicalStatuses,
  requirementStatuses,
  typesNotAttend,
  vacancyTypes,
} from '@rp/contract';
import { isStatusCounter, statusCounterLabelKey } from '@rp/contract/status-labels';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Ctx } from '../context';
import {
  candidates,
  catalogs,
  categories,
  clasifications,
  companies,
  countries,
  departments,
  positions,
  regions,
  requeriments,
  roles,
  servers,
  sites,
  users,
  vacancies,
} from '../db/schema/index';
import { documentDateTime } from '../lib/document-time';
import { findText, productText } from '../lib/product-text';
import { spreadsheetCell } from '../lib/spreadsheet-cell';
import { candidateFullNameSql, userDisplayNameSql } from './names';
import type { ExportColumn, ExportKind, ExportRef, ResourceDef, Row } from './types';

/**
 * Export columns (docs/domain.md#formats-and-constants): translated headers, names instead of ids,
 * dates day/month/year (date-times with 24-hour time in the company's time zone), enums and booleans as the screens label
 * them, in the reader's language. The same cells go to xlsx and csv.
 */

export type ExportCell = string | number | null;

type Column = Omit<ExportColumn, 'kind' | 'header'> & {
  header: string;
  /** `auto`: a string, written as a date when it holds one; `list`: an array. */
  kind: ExportKind | 'auto' | 'list';
};

/** The labels the web gives each enumeration (packages/contract/src/i18n/{es,en}). */
const enumLabels: ReadonlyArray<readonly [readonly string[], string]> = [
  [requirementStatuses, 'common.enums.requeriment_status'],
  [followUpStatuses, 'common.enums.follow_up_status'],
  [medicalStatuses, 'common.enums.medical_status'],
  [typesNotAttend, 'common.enums.type_not_attend'],
  [genders, 'common.enums.gender'],
  [categoryCodes, 'common.enums.category'],
  [candidateGenres, 'candidates.genres'],
  [candidateStatuses, 'candidates.statuses'],
  [vacancyTypes, 'settings.default_approvals.types'],
];

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Id fields named alike across resources, and the resource they point to. */
const conventionalRefs: Record<string, ExportRef> = {
  category: 'categories',
  shift_type: 'catalogs',
  scholar_level: 'catalogs',
  english_level: 'catalogs',
  recruitment_source: 'catalogs',
  recruit_source: 'catalogs',
  reject_reason: 'catalogs',
  salary_type: 'catalogs',
  reason: 'catalogs',
  request_by: 'users',
  created_by: 'users',
  cancel_user: 'users',
  follow_user: 'users',
  hired_user: 'users',
  medical_user: 'users',
  user_appointment: 'users',
  user: 'users',
  recruiter: 'users',
  hr_manager: 'users',
  program_manager: 'users',
  company: 'companies',
  companies: 'companies',
  site: 'sites',
  sites: 'sites',
  region: 'regions',
  region_id: 'regions',
  position: 'positions',
  department: 'departments',
  roles: 'roles',
  candidate: 'candidates',
  clas_id: 'clasifications',
  country: 'countries',
  nation: 'countries',
  server: 'servers',
  vacancy: 'vacancies',
  // the item of an assignment in requeriment-candidates, which leaves it out of its export
  requeriment: 'requeriments',
};

/** The field's schema without nullable/optional/default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodNullable ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function isNumeric(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  return (
    inner instanceof z.ZodNumber || (inner instanceof z.ZodArray && isNumeric(inner.element as z.ZodType))
  );
}

/** A read field as a column: its kind, labels and reference found from the read shape and conventions. */
function deriveColumn(def: ResourceDef, key: string, override: Partial<ExportColumn> = {}): Column {
  const shape = def.read.shape as Record<string, z.ZodType>;
  const schema = shape[key];
  // a counter named after a status is headed by that status's label (docs/decisions.md "One label per status")
  const header =
    override.header ?? (isStatusCounter(key) ? statusCounterLabelKey(key) : `exports.fields.${key}`);
  if (override.value && !schema) return { key, header, kind: override.kind ?? 'auto', ...override } as Column;
  // an id with its expanded name beside it (company → company_name / company_name_en)
  if (!override.value && !override.ref && shape[`${key}_name`]) {
    const name = `${key}_name`;
    const nameEn = `${key}_name_en`;
    return {
      key,
      header,
      kind: 'text',
      value: (row, lang) => (lang === 'en' && row[nameEn]) || row[name],
    };
  }
  const inner = schema ? unwrap(schema) : undefined;
  const referenced = def.references?.[key]?.resource;
  const ref =
    override.ref ??
    (schema && isNumeric(schema)
      ? ((referenced && referenced in exportNames ? (referenced as ExportRef) : undefined) ??
        conventionalRefs[key])
      : undefined);
  let kind: Column['kind'] = 'auto';
  let labels: string | undefined;
  if (inner instanceof z.ZodEnum) {
    kind = 'enum';
    const options = inner.options as readonly string[];
    labels = enumLabels.find(([values]) => sameValues(values, options))?.[1];
  } else if (inner instanceof z.ZodBoolean) kind = 'boolean';
  else if (inner instanceof z.ZodNumber) kind = 'number';
  else if (inner instanceof z.ZodArray) kind = 'list';
  return { key, header, kind, labels, ref, ...override, ...(override.kind ? {} : { kind }) } as Column;
}

/** The export's columns: the resource's list, or every read field but the expanded names. */
export function exportColumns(def: ResourceDef): Column[] {
  const spec = def.export ?? {};
  if (spec.columns) {
    return spec.columns.map((entry) =>
      typeof entry === 'string'
        ? deriveColumn(def, entry, spec.overrides?.[entry])
        : deriveColumn(def, entry.key, entry),
    );
  }
  const keys = Object.keys(def.read.shape);
  const expandedNames = new Set(
    keys.filter((key) => keys.includes(`${key}_name`)).flatMap((key) => [`${key}_name`, `${key}_name_en`]),
  );
  const omit = new Set(spec.omit ?? []);
  return keys
    .filter((key) => !omit.has(key) && !expandedNames.has(key))
    .map((key) => deriveColumn(def, key, spec.overrides?.[key]));
}

/** The header row in the reader's language. */
export const exportHeaders = (columns: Column[], lang: Lang) =>
  columns.map((column) => spreadsheetCell(productText(lang, column.header)));

type Named = { id: number; es: string | null; en: string | null };

const lookup =
  (table: PgTable, id: AnyColumn, es: SQL | AnyColumn, en: SQL | AnyColumn | null) =>
  (ctx: Ctx, ids: number[]): Promise<Named[]> =>
    ctx.db
      .select({
        id: sql<number>`${id}`,
        es: sql<string | null>`${es}`,
        en: en ? sql<string | null>`${en}` : sql<null>`null`,
      })
      .from(table)
      .where(inArray(id, ids));

const userName = userDisplayNameSql('users');

/** How each referenced resource is named (the English name when there is one). */
const exportNames: Record<ExportRef, (ctx: Ctx, ids: number[]) => Promise<Named[]>> = {
  catalogs: lookup(catalogs, catalogs.id, catalogs.name, catalogs.name_en),
  // a category reads as its code's label (common.enums.category), else its description
  categories: async (ctx, ids) => {
    const rows = await lookup(categories, categories.id, categories.code, categories.description)(ctx, ids);
    return rows.map((row) => ({
      id: row.id,
      es: findText('es', `common.enums.category.${row.es}`) ?? row.en,
      en: findText('en', `common.enums.category.${row.es}`) ?? row.en,
    }));
  },
  users: lookup(users, users.id, userName, null),
  positions: lookup(positions, positions.id, positions.name_es, positions.name_en),
  companies: lookup(companies, companies.id, companies.name_es, companies.name_en),
  sites: lookup(sites, sites.id, sites.name, null),
  regions: lookup(regions, regions.id, regions.name, null),
  roles: lookup(roles, roles.id, roles.name, null),
  departments: lookup(departments, departments.id, departments.name_es, departments.name_en),
  candidates: lookup(candidates, candidates.id, candidateFullNameSql(), null),
  clasifications: lookup(clasifications, clasifications.id, clasifications.name, null),
  countries: lookup(countries, countries.id, countries.name, null),
  servers: lookup(servers, servers.id, servers.name, null),
  // requirements and vacancies by their code (REQ-000001), as the screens name them
  vacancies: lookup(vacancies, vacancies.id, sql`coalesce(${vacancies.code}, ${vacancies.id}::text)`, null),
  requeriments: lookup(
    requeriments,
    requeriments.id,
    sql`coalesce(${requeriments.code}, ${requeriments.id}::text)`,
    null,
  ),
};

const rawValue = (column: Column, row: Row, lang: Lang) =>
  column.value ? column.value(row, lang) : row[column.key];

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** The names of every id the rows refer to, by resource, in the reader's language. */
async function namesOf(ctx: Ctx, columns: Column[], rows: Row[]) {
  const wanted = new Map<ExportRef, Set<number>>();
  for (const column of columns) {
    if (!column.ref) continue;
    const set = wanted.get(column.ref) ?? new Set<number>();
    for (const row of rows) for (const id of ids(rawValue(column, row, ctx.lang))) set.add(id);
    wanted.set(column.ref, set);
  }
  const names = new Map<ExportRef, Map<number, string>>();
  for (const [ref, set] of wanted) {
    const found = set.size ? await exportNames[ref](ctx, [...set]) : [];
    names.set(ref, new Map(found.map((n) => [Number(n.id), (ctx.lang === 'en' && n.en) || n.es || ''])));
  }
  return names;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function formatCell(
  column: Column,
  value: unknown,
  lang: Lang,
  timeZone: string,
  names: Map<number, string> | undefined,
) {
  if (value === null || value === undefined || value === '') return null;
  if (names)
    return (
      ids(value)
        .map((id) => names.get(id) ?? String(id))
        .join(', ') || null
    );
  switch (column.kind) {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return documentDateTime(value as string, timeZone);
    case 'percent':
      return formatPercent(value as number);
    case 'boolean':
      return productText(lang, value ? 'exports.yes' : 'exports.no');
    case 'enum':
      return column.labels
        ? (findText(lang, `${column.labels}.${String(value)}`) ?? String(value))
        : String(value);
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'list':
      return (value as unknown[])
        .map((v) => (v && typeof v === 'object' ? String((v as Row).name ?? (v as Row).id ?? '') : String(v)))
        .join(', ');
    default:
      if (typeof value === 'string') {
        if (isoDate.test(value)) return formatDate(value);
        if (isoDateTime.test(value)) return documentDateTime(value, timeZone);
        return value;
      }
      if (typeof value === 'number') return value;
      if (value instanceof Date) return documentDateTime(value, timeZone);
      if (typeof value === 'boolean') return productText(lang, value ? 'exports.yes' : 'exports.no');
      if (Array.isArray(value))
        return formatCell({ ...column, kind: 'list' }, value, lang, timeZone, undefined);
      return JSON.stringify(value);
  }
}

/**
 * One batch of read rows as export cells (one query per referenced resource); text that would start
 * a spreadsheet formula is neutralised (docs/decisions.md "Spreadsheet cells never start a formula").
 */
export async function exportCells(ctx: Ctx, columns: Column[], rows: Row[]): Promise<ExportCell[][]> {
  const names = await namesOf(ctx, columns, rows);
  return rows.map((row) =>
    columns.map((column) =>
      spreadsheetCell(
        formatCell(
          column,
          rawValue(column, row, ctx.lang),
          ctx.lang,
          ctx.config.timeZone,
          column.ref ? names.get(column.ref) : undefined,
        ),
      ),
    ),
  );
}
