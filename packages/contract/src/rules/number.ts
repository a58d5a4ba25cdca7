/**
 * Reading a number as a person types it (docs/decisions.md#typed-numbers): es-MX users type a
 * decimal comma (`5,8`) as often as a decimal point (`5.8`), and write amounts as `15,000.50` or
 * `15.000,50`. One rule for every numeric field of the web, so that no field drops a comma and
 * stores a different number: what cannot be read one way only is refused with a field message.
 *
 * - `decimal` (percentages, coordinates: fields with no thousands): one separator, a point or a
 *   comma, is the decimal separator (`5,8`, `1,234` = 1.234); any grouping is refused.
 * - `amount` (money): with both separators the last one is the decimal separator and the other
 *   groups thousands (`15,000.50`, `15.000,50`); commas alone group thousands when every group
 *   has three digits (`8,500`, `1,234,567`: es-MX writes amounts so, and money never has three
 *   decimals), otherwise a single comma is decimal (`15000,50`); a single point followed by three
 *   digits (`1.500`) may be 1500 or 1.5 and is refused; several points alone are refused.
 * - `integer` (counts, ports, orders): read as an amount, then it must be whole (`5,8` is refused,
 *   never turned into 58).
 * Only digits, `.`, `,` and a leading `-` are accepted, with spaces around: no `$`, `%`, letters,
 * inner spaces or control characters.
 */

export const numberKinds = ['decimal', 'amount', 'integer'] as const;
export type NumberKind = (typeof numberKinds)[number];

/** The i18n key (and params) of a refused text. */
export type NumberRefusal = {
  message:
    | 'validation.number_chars'
    | 'validation.number_format'
    | 'validation.number_ambiguous'
    | 'validation.number_grouping'
    | 'validation.integer'
    | 'validation.max_decimals';
  params?: Record<string, string | number>;
};

export type NumberReading = { ok: true; value: number | null } | ({ ok: false } & NumberRefusal);

export type ReadNumberOptions = {
  kind: NumberKind;
  /** At most this many decimals (an amount: 2); more is refused rather than rounded when stored. */
  maxDecimals?: number;
};

/** Up to 15 significant digits are read exactly by a double. */
const MAX_DIGITS = 15;

const refuse = (message: NumberRefusal['message'], params?: NumberRefusal['params']): NumberReading =>
  params ? { ok: false, message, params } : { ok: false, message };

const count = (text: string, char: string) => text.split(char).length - 1;

/** `1,234,567` with `,` as the separator: 1–3 digits, then groups of exactly three. */
const isGrouped = (digits: string, separator: string) =>
  new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(digits);

/** The integer and decimal digits of an unsigned body, or a refusal. */
function split(body: string, kind: NumberKind): { whole: string; fraction: string } | NumberReading {
  const commas = count(body, ',');
  const points = count(body, '.');
  if (commas > 0 && points > 0) {
    if (kind === 'decimal') return refuse('validation.number_grouping');
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    if (count(body, decimal) > 1) return refuse('validation.number_format');
    const [whole = '', fraction = ''] = body.split(decimal);
    if (!isGrouped(whole, group) || fraction === '') return refuse('validation.number_format');
    return { whole: whole.replaceAll(group, ''), fraction };
  }
  const separator = commas > 0 ? ',' : points > 0 ? '.' : null;
  if (separator === null) return { whole: body, fraction: '' };
  const parts = body.split(separator);
  if (parts.length > 2) {
    if (kind === 'decimal') return refuse('validation.number_grouping');
    if (separator === '.' || !isGrouped(body, ',')) return refuse('validation.number_format');
    return { whole: body.replaceAll(',', ''), fraction: '' };
  }
  const [whole = '', fraction = ''] = parts;
  if (fraction === '') return refuse('validation.number_format');
  const mayBeThousands = kind !== 'decimal' && /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3;
  if (mayBeThousands && separator === ',') return { whole: whole + fraction, fraction: '' };
  if (mayBeThousands)
    return refuse('validation.number_ambiguous', {
      text: body,
      thousands: whole + fraction,
      decimal: `${whole}.${fraction.replace(/0+$/, '') || '0'}`,
    });
  return { whole: whole === '' ? '0' : whole, fraction };
}

/**
 * Reads a typed number by the rule above: `{ ok: true, value }` (null for an empty text) or
 * `{ ok: false, message, params }` with the field message's i18n key.
 */
export function readNumber(text: string, options: ReadNumberOptions): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^-?[0-9.,]+$/.test(trimmed) || !/\d/.test(trimmed)) return refuse('validation.number_chars');
  const negative = trimmed.startsWith('-');
  const parts = split(negative ? trimmed.slice(1) : trimmed, options.kind);
  if ('ok' in parts) return parts;
  const fraction = parts.fraction.replace(/0+$/, '');
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (whole.length + fraction.length > MAX_DIGITS) return refuse('validation.number_format');
  if (options.kind === 'integer' && fraction !== '') return refuse('validation.integer');
  const maxDecimals = options.maxDecimals ?? (options.kind === 'amount' ? 2 : undefined);
  if (maxDecimals !== undefined && fraction.length > maxDecimals)
    return refuse('validation.max_decimals', { count: maxDecimals });
  const value = Number(`${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** Whether a number has at most `places` decimals (a stored numeric(p, places) keeps it as sent). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

const plain = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const groupedCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 20 });

/**
 * How a field shows a stored number so that `readNumber` reads it back as the same value: amounts
 * with thousands commas and two decimals when they have cents (`15,000.50`, `8,500`), the rest
 * with a decimal point and no grouping (`5.8`, `-103.3496`).
 */
export function formatNumberInput(value: number, kind: NumberKind): string {
  if (!Number.isFinite(value)) return '';
  if (kind !== 'amount') return plain.format(value);
  return (Number.isInteger(value) ? grouped : groupedCents).format(value);
}
