import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultTimeZone } from '@rp/contract';
import { timeZoneOf } from './lib/document-time';

/** Where uploaded file bytes live (STORAGE): `DATA_DIR/files`, or an S3-compatible bucket (docs/operations.md#file-storage). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** S3_ENDPOINT: a MinIO-like server; unset, AWS's endpoint for the region. */
      endpoint: string | undefined;
      /** Both or neither; neither: the SDK's default credentials (environment, instance role …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
      forcePathStyle: boolean;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  allowSignup: boolean;
  adminUsername: string;
  adminPassword: string | undefined;
  uploadMaxBytes: number;
  storage: StorageConfig;
  signedUrlTtl: number;
  loginRateLimit: number;
  loginAccountLimit: number;
  /** Public actions a minute per client address: apply, CV prefill, approve, decline (PUBLIC_RATE_LIMIT). */
  publicRateLimit: number;
  /** Public page views a minute per client address: company, list, vacancy by key (PUBLIC_VIEW_RATE_LIMIT). */
  publicViewRateLimit: number;
  redisUrl: string | undefined;
  /** Put before every Redis key of this deployment (REDIS_KEY_PREFIX), so several can share one Redis. */
  redisKeyPrefix: string;
  trustProxy: boolean;
  /** The map tiles URL template the web app was built with (CSP img-src/connect-src). */
  mapTilesUrl: string | undefined;
  pastDueDays: number;
  /** The company's time zone (APP_TIME_ZONE, an IANA name): times in documents, mails and the `.ics`. */
  timeZone: string;
  /** An approval still open this many days after its link was mailed gets a reminder (one a day, at most 3). */
  approvalReminderDays: number;
  /** A LibreTranslate-compatible `/translate` endpoint for the forms' translate buttons; unset: 503. */
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
  /** SMTP server of the mail worker (`smtp://user:pass@host:587`, `smtps://…`); unset: mail stays queued. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Seconds between the mail worker's looks at the outbox (MAIL_POLL_SECONDS, 1–3600). */
  mailPollSeconds: number;
  /** The address people open the app at: links in mails are built from it (no trailing slash). */
  publicUrl: string;
  /** Images recognised at once by the CV indexer (OCR_CONCURRENCY, 1–4; docs/operations.md). */
  ocrConcurrency: number;
  /** Seconds between the CV indexer's looks for files to read (CV_INDEX_POLL_SECONDS, 1–3600). */
  cvIndexPollSeconds: number;
  /** Seconds a payroll query's rows are kept per query and parameters (PAYROLL_CACHE_SECONDS); 0: never cached. */
  payrollCacheSeconds: number;
  /**
   * The longest a payroll statement may run (PAYROLL_MAX_TIMEOUT_SECONDS, 1–300, default 30): a
   * query's own time limit is capped at it (docs/decisions.md 'Payroll SQL: a deny list in the AST,
   * a read-only session, a read-only account').
   */
  payrollMaxTimeoutSeconds: number;
  webDist: string;
  logLevel: string;
  /** Check every API response against its contract schema (tests; a mismatch is a 500). */
  checkResponses: boolean;
};

/** Parses "12h", "7d", "900s", "30m" or plain seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number): number {
  if (!value) return fallbackSeconds;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration: ${value}`);
  const factor = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * factor;
}

/** JWT_SECRET from the environment, else one generated once and kept under DATA_DIR. */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A whole number of days from the environment; anything else stops the start with a clear message. */
function wholeDays(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650)
    throw new Error(`${name} must be a whole number of days (0–3650)`);
  return days;
}

/** A whole number of seconds (0–86400); anything else stops the start with a clear message. */
function wholeSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86400)
    throw new Error(`${name} must be a whole number of seconds (0–86400)`);
  return seconds;
}

/** PAYROLL_MAX_TIMEOUT_SECONDS: 1–300 seconds (a query's own limit goes up to 300). */
function payrollMaxTimeoutOf(raw: string | undefined): number {
  const seconds = wholeSeconds('PAYROLL_MAX_TIMEOUT_SECONDS', raw, 30);
  if (seconds < 1 || seconds > 300)
    throw new Error('PAYROLL_MAX_TIMEOUT_SECONDS must be from 1 to 300 seconds');
  return seconds;
}

/** A number of calls a minute: a whole number from 1; anything else stops the start. */
function perMinute(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of calls a minute (1 or more)`);
  return value;
}

/** REDIS_KEY_PREFIX: letters, digits and `:_.-`, at most 64; anything else stops the start. */
function redisKeyPrefixOf(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (!/^[\w:.-]{0,64}$/.test(value))
    throw new Error('REDIS_KEY_PREFIX must be at most 64 letters, digits and : _ . -');
  return value;
}

/** MAIL_POLL_SECONDS: a whole number of seconds from 1 to 3600 (default 5). */
function mailPollSecondsOf(raw: string | undefined): number {
  const seconds = wholeSeconds('MAIL_POLL_SECONDS', raw, 5);
  if (seconds < 1 || seconds > 3600)
    throw new Error('MAIL_POLL_SECONDS must be a whole number of seconds (1–3600)');
  return seconds;
}

/** OCR_CONCURRENCY: how many images are recognised at once, 1–4 (default 1: one core of OCR at most). */
function ocrConcurrencyOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 4)
    throw new Error('OCR_CONCURRENCY must be a whole number from 1 to 4');
  return n;
}

/** CV_INDEX_POLL_SECONDS: a whole number of seconds from 1 to 3600 (default 5). */
function cvIndexPollSecondsOf(raw: string | undefined): number {
  const seconds = wholeSeconds('CV_INDEX_POLL_SECONDS', raw, 5);
  if (seconds < 1 || seconds > 3600)
    throw new Error('CV_INDEX_POLL_SECONDS must be a whole number of seconds (1–3600)');
  return seconds;
}

/** PUBLIC_URL as links need it: an http(s) URL without a trailing slash; anything else stops the start. */
function publicUrlOf(raw: string | undefined, port: number): string {
  const value = raw?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL (got ${value})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) URL (got ${value})`);
  return value.replace(/\/+$/, '');
}

/**
 * STORAGE and its S3_* variables; anything missing or malformed stops the start with a message that
 * names the variable (never its value: the secret key must not reach a log).
 */
function storageOf(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.STORAGE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3 (got ${kind})`);
  const value = (name: string) => env[name]?.trim() || undefined;
  const required = (name: string) => {
    const found = value(name);
    if (!found) throw new Error(`STORAGE=s3 needs ${name}`);
    return found;
  };
  const bucket = required('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error('S3_BUCKET must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens');
  const region = required('S3_REGION');
  const endpoint = value('S3_ENDPOINT');
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new Error('S3_ENDPOINT must be an http(s) URL');
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    kind,
    bucket,
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(dataDir, env.JWT_SECRET),
    accessTokenTtl: parseDuration(env.ACCESS_TOKEN_TTL, 12 * 3600),
    refreshTokenTtl: parseDuration(env.REFRESH_TOKEN_TTL, 7 * 86400),
    allowSignup: env.ALLOW_SIGNUP === '1',
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 10) * 1024 * 1024,
    storage: storageOf(env),
    signedUrlTtl: parseDuration(env.SIGNED_URL_TTL, 300),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    loginAccountLimit: Number(env.LOGIN_ACCOUNT_LIMIT ?? 10),
    publicRateLimit: perMinute('PUBLIC_RATE_LIMIT', env.PUBLIC_RATE_LIMIT, 30),
    publicViewRateLimit: perMinute('PUBLIC_VIEW_RATE_LIMIT', env.PUBLIC_VIEW_RATE_LIMIT, 300),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: redisKeyPrefixOf(env.REDIS_KEY_PREFIX),
    trustProxy: env.TRUST_PROXY === '1',
    // the server is told the same tiles URL the web app is built with (one variable serves both)
    mapTilesUrl: env.MAP_TILES_URL || env.VITE_MAP_TILES_URL || undefined,
    pastDueDays: wholeDays('PAST_DUE_DAYS', env.PAST_DUE_DAYS, 7),
    timeZone: timeZoneOf('APP_TIME_ZONE', env.APP_TIME_ZONE, defaultTimeZone),
    approvalReminderDays: wholeDays('APPROVAL_REMINDER_DAYS', env.APPROVAL_REMINDER_DAYS, 2),
    translateUrl: env.TRANSLATE_URL?.trim() || undefined,
    translateApiKey: env.TRANSLATE_API_KEY?.trim() || undefined,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Recruitment Platform <no-reply@localhost>',
    mailPollSeconds: mailPollSecondsOf(env.MAIL_POLL_SECONDS),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    ocrConcurrency: ocrConcurrencyOf(env.OCR_CONCURRENCY),
    cvIndexPollSeconds: cvIndexPollSecondsOf(env.CV_INDEX_POLL_SECONDS),
    payrollCacheSeconds: wholeSeconds('PAYROLL_CACHE_SECONDS', env.PAYROLL_CACHE_SECONDS, 300),
    payrollMaxTimeoutSeconds: payrollMaxTimeoutOf(env.PAYROLL_MAX_TIMEOUT_SECONDS),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    checkResponses: env.CHECK_RESPONSES === '1',
    ...overrides,
  };
}
