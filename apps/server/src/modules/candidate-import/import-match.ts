import { type Lang, translate } from '@rp/contract';
import type { ImportRowAction } from '@rp/contract/entities';
import { candidateFullName } from '@rp/contract/rules/candidate';
import type { ImportField } from '@rp/contract/rules/candidate-import';
import { findText } from '../../lib/product-text';
import type { IdentityKeys, MatchedCandidate } from './candidate-import.queries';

/**
 * Who a checked row is (docs/decisions.md "Candidate import", identity): the identity numbers (CURP,
 * RFC, NSS, employee code — unique among live candidates) name one person; the e-mail (any case) and
 * the phone (digits) name them too, unless the row and the candidate carry different identity
 * numbers (a family sharing a phone is two people). Pure: the caller looks the candidates up.
 */

const identityNumbers = ['curp', 'rfc', 'ssn', 'employee_code'] as const;
type IdentityNumber = (typeof identityNumbers)[number];

export type Identity = Partial<Record<IdentityNumber | 'email' | 'phone', string>>;

/** The values a row writes (the candidate form's body). */
export type RowValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const digits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\D/g, '') || undefined : undefined;

export function identityOf(values: Record<string, unknown>): Identity {
  const identity: Identity = {};
  for (const field of identityNumbers) {
    const value = text(values[field]);
    if (value) identity[field] = value.toUpperCase();
  }
  const email = text(values.email);
  if (email) identity.email = email.toLowerCase();
  const phone = digits(values.phone_number);
  if (phone) identity.phone = phone;
  return identity;
}

/** Both carry one identity number with different values: not the same person. */
function contradicts(a: Identity, b: Identity): boolean {
  return identityNumbers.some((field) => a[field] && b[field] && a[field] !== b[field]);
}

/** The field a key of an identity is reported on. */
const fieldOfKey = (key: keyof Identity) => (key === 'phone' ? 'phone_number' : key);

export function emptyKeys(): IdentityKeys {
  return {
    curp: new Set(),
    rfc: new Set(),
    ssn: new Set(),
    employee_code: new Set(),
    email: new Set(),
    phone: new Set(),
  };
}

export function addKeys(keys: IdentityKeys, identity: Identity) {
  for (const [key, value] of Object.entries(identity) as Array<[keyof Identity, string]>)
    keys[key].add(value);
}

/**
 * The fields a row gives (a mapped cell with text), as candidate fields: a split whole name gives
 * the names, a CURP the birth date and sex it fills. An update writes only these.
 */
export function givenFields(cells: string[], mapping: Array<ImportField | null>): Set<string> {
  const given = new Set<string>();
  mapping.forEach((field, index) => {
    if (field && (cells[index] ?? '').trim() !== '') given.add(field);
  });
  if (given.has('full_name')) {
    given.delete('full_name');
    if (!mapping.includes('names') && !mapping.includes('last_name'))
      for (const field of ['names', 'last_name', 'second_name']) given.add(field);
  }
  if (given.has('curp')) {
    given.add('birthdate');
    given.add('genre');
  }
  return given;
}

const same = (field: string, a: unknown, b: unknown) => {
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '';
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  const left = String(a).trim();
  const right = String(b ?? '').trim();
  return field === 'email' ? left.toLowerCase() === right.toLowerCase() : left === right;
};

export type RowToMatch = { row: number; values: RowValues; given: Set<string> };

export type MatchOutcome = {
  row: number;
  action: ImportRowAction;
  errors: Record<string, string[]> | null;
  candidate: number | null;
  /** For an update: the fields that change, with the row's values, and the values they replace. */
  changes?: RowValues;
  before?: RowValues;
};

export const fieldLabel = (lang: Lang, field: string) =>
  findText(lang, `candidates.fields.${field}`) ?? field;

const nameOf = (candidate: MatchedCandidate) =>
  `${candidateFullName({
    names: String(candidate.names ?? ''),
    last_name: String(candidate.last_name ?? ''),
    second_name: typeof candidate.second_name === 'string' ? candidate.second_name : null,
  })} (#${candidate.id})`;

/**
 * Each row against the live candidates found for the batch: `new` (nobody), `update` (one person,
 * values differ, duplicates 'update'), `skip` (one person, duplicates 'skip'), `unchanged` (one
 * person, nothing would change), or `error`: two different people, or a blacklisted one — said as
 * "on the blacklist" only when `canSeeBlacklist`.
 */
export function matchRows(
  rows: RowToMatch[],
  candidates: MatchedCandidate[],
  opts: { duplicates: 'update' | 'skip'; canSeeBlacklist: boolean; lang: Lang },
): MatchOutcome[] {
  const byKey = new Map<string, MatchedCandidate[]>();
  const identities = new Map<number, Identity>();
  for (const candidate of candidates) {
    const identity = identityOf(candidate);
    identities.set(candidate.id, identity);
    for (const [key, value] of Object.entries(identity)) {
      const list = byKey.get(`${key}:${value}`) ?? [];
      list.push(candidate);
      byKey.set(`${key}:${value}`, list);
    }
  }
  return rows.map(({ row, values, given }) => {
    const identity = identityOf(values);
    const hits = new Map<number, { candidate: MatchedCandidate; field: string }>();
    for (const [key, value] of Object.entries(identity) as Array<[keyof Identity, string]>) {
      for (const candidate of byKey.get(`${key}:${value}`) ?? []) {
        const isContact = key === 'email' || key === 'phone';
        if (isContact && contradicts(identity, identities.get(candidate.id) ?? {})) continue;
        if (!hits.has(candidate.id)) hits.set(candidate.id, { candidate, field: fieldOfKey(key) });
      }
    }
    if (hits.size === 0) return { row, action: 'new', errors: null, candidate: null };
    const [first, second] = [...hits.values()];
    if (first && second) {
      const message = translate(opts.lang, 'validation.import_two_candidates', {
        first: nameOf(first.candidate),
        first_field: fieldLabel(opts.lang, first.field),
        second: nameOf(second.candidate),
        second_field: fieldLabel(opts.lang, second.field),
      });
      return { row, action: 'error', errors: { [first.field]: [message] }, candidate: null };
    }
    const match = (first as { candidate: MatchedCandidate }).candidate;
    if (match.is_black_list) {
      const message = opts.canSeeBlacklist
        ? translate(opts.lang, 'validation.import_blacklisted', {
            name: candidateFullName({
              names: String(match.names ?? ''),
              last_name: String(match.last_name ?? ''),
              second_name: typeof match.second_name === 'string' ? match.second_name : null,
            }),
            id: match.id,
          })
        : translate(opts.lang, 'validation.import_blocked');
      return { row, action: 'error', errors: { non_field_errors: [message] }, candidate: null };
    }
    const changes: RowValues = {};
    const before: RowValues = {};
    for (const field of given) {
      const value = values[field];
      if (value === undefined || value === null) continue;
      const current = (match as Record<string, unknown>)[field];
      if (same(field, value, current)) continue;
      changes[field] = value;
      before[field] = current ?? null;
    }
    if (Object.keys(changes).length === 0)
      return { row, action: 'unchanged', errors: null, candidate: match.id };
    if (opts.duplicates === 'skip') return { row, action: 'skip', errors: null, candidate: match.id };
    return { row, action: 'update', errors: null, candidate: match.id, changes, before };
  });
}

/**
 * The same person twice in the file: the later row is an error on the field, naming the earlier
 * row (identity numbers always; an e-mail or phone unless the identity numbers differ). Rows in
 * file order; answers the errors by row.
 */
export function repeatedInFile(
  rows: Array<{ row: number; values: RowValues }>,
  lang: Lang,
): Map<number, Record<string, string[]>> {
  const seen = new Map<string, { row: number; identity: Identity }>();
  const repeated = new Map<number, Record<string, string[]>>();
  for (const { row, values } of rows) {
    const identity = identityOf(values);
    const errors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(identity) as Array<[keyof Identity, string]>) {
      const earlier = seen.get(`${key}:${value}`);
      if (!earlier) continue;
      const isContact = key === 'email' || key === 'phone';
      if (isContact && contradicts(identity, earlier.identity)) continue;
      errors[fieldOfKey(key)] = [translate(lang, 'validation.import_repeated', { row: earlier.row })];
    }
    if (Object.keys(errors).length > 0) {
      repeated.set(row, errors);
      continue;
    }
    for (const [key, value] of Object.entries(identity)) {
      if (!seen.has(`${key}:${value}`)) seen.set(`${key}:${value}`, { row, identity });
    }
  }
  return repeated;
}
