import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import { FieldErrors } from './errors';

/**
 * zxcvbn score a new password needs (0–4): 3 is "safely unguessable" — far beyond the login
 * throttle's reach and slow to crack offline from a leaked scrypt hash (docs/api.md, Passwords).
 */
export const minPasswordScore = 3;

/** The estimator's warning → the message that says why (i18n keys in validation.json). */
const reasons: Record<string, string> = {
  straightRow: 'validation.password_keyboard',
  keyPattern: 'validation.password_keyboard',
  simpleRepeat: 'validation.password_repeat',
  extendedRepeat: 'validation.password_repeat',
  sequences: 'validation.password_sequence',
  recentYears: 'validation.password_date',
  dates: 'validation.password_date',
  topTen: 'validation.password_common',
  topHundred: 'validation.password_common',
  common: 'validation.password_common',
  similarToCommon: 'validation.password_common',
  pwned: 'validation.password_common',
  wordByItself: 'validation.password_word',
  namesByThemselves: 'validation.password_word',
  commonNames: 'validation.password_word',
  userInputs: 'validation.password_own_data',
};

/**
 * The words a password at this company is first guessed from, beside the estimator's dictionaries:
 * the product and company, roles and the trade, the sign-in words, the cities of the plants
 * (docs/decisions.md "Common password patterns refused").
 */
const siteWords = [
  'tecma',
  'demo',
  'admin',
  'administrador',
  'administrator',
  'root',
  'reclutamiento',
  'recruitment',
  'reclutador',
  'recruiter',
  'rrhh',
  'recursos',
  'humanos',
  'empresa',
  'company',
  'maquila',
  'maquiladora',
  'planta',
  'usuario',
  'user',
  'bienvenido',
  'bienvenida',
  'welcome',
  'password',
  'contraseña',
  'contrasena',
  'clave',
  'secreto',
  'prueba',
  'test',
  'mexico',
  'juarez',
  'chihuahua',
  'monterrey',
  'tijuana',
  'reynosa',
  'matamoros',
  'nogales',
  'saltillo',
  'hermosillo',
];

/**
 * One word with only digits and symbols around it ("Demo1234!", "Tecma2024!", "!Password1"): the
 * first mask every cracking rule set tries, whatever the estimator's score (the word, in group 2).
 */
const wordWithAffixes = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u;
/** Digits and symbols around one word, at most this many: "1234!", "2024!!", "#2025". */
const maxAffixLength = 6;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (or by warmPasswordStrength at start): loading the dictionaries takes about a second. */
function strengthOf(password: string, userInputs: string[]): ZxcvbnResult {
  // without translations the feedback's warning is the estimator's key ("topTen"), mapped above
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary, site: siteWords },
    graphs: common.adjacencyGraphs,
  });
  return estimator.check(password, userInputs);
}

/** Loads the dictionaries now, so the first password set after a start does not wait for them. */
export function warmPasswordStrength() {
  strengthOf('warm-up', []);
}

/** The words of the user's own data (username, names, e-mail) a password must not lean on. */
function userWords(inputs: Array<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    const lower = input.toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

type UserData = {
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
};

/**
 * A known word (the dictionaries, the site's words, the user's own data) with a few digits or symbols
 * around it: "Monterrey2024!" scores 3 on the estimator yet falls to the first rules of any cracker.
 */
function isWordWithAffixes(password: string, inputs: string[]): boolean {
  const match = wordWithAffixes.exec(password.trim());
  if (!match) return false;
  const [, before = '', word = '', after = ''] = match;
  if (before.length + after.length > maxAffixLength) return false;
  const { sequence } = strengthOf(word, inputs);
  return sequence.length === 1 && sequence[0]?.pattern === 'dictionary';
}

/** The i18n key saying why a password is refused, or null when it is strong enough. */
export function passwordWeakness(password: string, user: UserData): string | null {
  const inputs = userWords([user.username, user.first_name, user.last_name, user.email]);
  if (inputs.includes(password.trim().toLowerCase())) return 'validation.password_own_data';
  const result = strengthOf(password, inputs);
  // a word with digits or symbols around it falls to a cracker's first rules whatever the score
  const pattern = isWordWithAffixes(password, inputs) ? 'validation.password_pattern' : null;
  if (result.score >= minPasswordScore) return pattern;
  return reasons[result.feedback.warning ?? ''] ?? pattern ?? 'validation.password_weak';
}

export const isStrongPassword = (password: string, user: UserData) =>
  passwordWeakness(password, user) === null;

/** 400 on `field` when the password is common, trivial or the user's own data; the message says why (es/en). */
export function assertStrongPassword(password: string, user: UserData, field = 'password') {
  const weakness = passwordWeakness(password, user);
  if (weakness) throw FieldErrors.one(field, weakness);
}
