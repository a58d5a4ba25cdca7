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

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (or by warmPasswordStrength at start): loading the dictionaries takes about a second. */
function strengthOf(password: string, userInputs: string[]): ZxcvbnResult {
  // without translations the feedback's warning is the estimator's key ("topTen"), mapped above
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
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

/** The i18n key saying why a password is refused, or null when it is strong enough. */
export function passwordWeakness(password: string, user: UserData): string | null {
  const inputs = userWords([user.username, user.first_name, user.last_name, user.email]);
  if (inputs.includes(password.trim().toLowerCase())) return 'validation.password_own_data';
  const result = strengthOf(password, inputs);
  if (result.score >= minPasswordScore) return null;
  return reasons[result.feedback.warning ?? ''] ?? 'validation.password_weak';
}

export const isStrongPassword = (password: string, user: UserData) =>
  passwordWeakness(password, user) === null;

/** 400 on `field` when the password is common, trivial or the user's own data; the message says why (es/en). */
export function assertStrongPassword(password: string, user: UserData, field = 'password') {
  const weakness = passwordWeakness(password, user);
  if (weakness) throw FieldErrors.one(field, weakness);
}
