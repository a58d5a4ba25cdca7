import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createLoginLimiter, type LoginLimiter, memoryStore, redisStore } from './lib/login-limiter';
import { stampArrival } from './lib/request-clock';
import { route } from './lib/route';
import { createTokenService, type TokenService } from './lib/tokens';
import { registerModules } from './modules/index';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import noStorePlugin from './plugins/no-store';
import { releaseStorage, type Storage, storageFor } from './plugins/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    tokens: TokenService;
    storage: Storage;
    loginLimiter: LoginLimiter;
    /** The public allowances per address (`publicLimit` endpoints, docs/decisions.md "Public allowances"). */
    publicLimiters: Record<'view' | 'action', ReturnType<FastifyInstance['createRateLimit']>>;
  }
}

/**
 * The CSP source of a tiles URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png` →
 * `https://*.tile.example.org`); a placeholder is allowed only as the host's first label.
 */
export function tilesSource(template: string | undefined): string | undefined {
  const match = template ? /^(https?):\/\/([^/?#]+)/i.exec(template.trim()) : null;
  if (!match?.[1] || !match[2]) return undefined;
  const [first, ...rest] = match[2].split('.');
  if (rest.some((label) => label.includes('{'))) return undefined;
  const host = [first?.includes('{') ? '*' : first, ...rest].join('.');
  return /^[*\w.:-]+$/.test(host) ? `${match[1].toLowerCase()}://${host}` : undefined;
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** false: no log; a stream: the log goes there (tests read it) instead of stdout. */
  logger?: false | { stream: Writable };
};

/** Query parameters whose values the request log keeps; any other value is masked. */
const loggedParams = new Set(['page', 'page_size', 'ordering', 'format', 'region']);

/** A request's URL for the log: the path, and the query with values masked but paging kept. */
function loggedUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  const masked = [...params.keys()].map((key) =>
    loggedParams.has(key) ? `${key}=${params.get(key) ?? ''}` : `${key}=[redacted]`,
  );
  return `${path}?${masked.join('&')}`;
}

/**
 * The log never holds secrets, password hashes or national ids (issue 10 finding 6): tokens,
 * passwords and CURP/RFC/SSN fields are redacted wherever they appear in a log object, request
 * URLs lose their query values, and unexpected errors are logged without their query parameters
 * (plugins/errors.ts).
 */
export function loggerOptions(level: string) {
  const secrets = [
    'password',
    'new_password',
    'old_password',
    'token',
    'refresh_token',
    'curp',
    'rfc',
    'ssn',
    'secretAccessKey',
  ];
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...secrets,
        ...secrets.map((key) => `*.${key}`),
        ...secrets.map((key) => `*.*.${key}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...logger },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 2 * 1024 * 1024,
    // behind a load balancer set TRUST_PROXY=1 so rate limits see the client's address
    trustProxy: config.trustProxy,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.accessTokenTtl));
  app.decorate('storage', storageFor(config));
  app.addHook('onClose', async () => releaseStorage(config));
  app.addHook('onRequest', stampArrival);

  // validation is done in the handlers with the contract's zod schemas (localised messages);
  // route schemas exist for the OpenAPI document only
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorsPlugin);
  // only the app itself and the configured map tiles (MAP_TILES_URL, README); data:/blob: for
  // previews of picked files and generated PDFs
  const tiles = tilesSource(config.mapTilesUrl);
  if (config.mapTilesUrl && !tiles)
    app.log.warn('MAP_TILES_URL is not an http(s) URL template: tiles are blocked');
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  // built once: @fastify/helmet built helmet's middleware again for every request, parsing the
  // directives each time (docs/performance.md "Where the time goes")
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...(tiles ? [tiles] : [])],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        // the installable app's service worker (/sw.js) and manifest (docs/operations.md,
        // "Installable app (service worker)")
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, next) =>
    securityHeaders(req.raw, reply.raw, (err) => next(err instanceof Error ? err : undefined)),
  );
  // rate limits shared across processes through Redis when REDIS_URL is set, in memory otherwise
  // REDIS_KEY_PREFIX goes before every key, those of the Lua scripts too (ioredis `keyPrefix`)
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, keyPrefix: config.redisKeyPrefix })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rp-rate-limit-' } : {}) });
  // two allowances per address for the public calls (endpoints marked publicLimit): page views, and
  // the actions (apply, CV prefill, approve, decline); their keys differ so neither spends the other
  app.decorate('publicLimiters', {
    view: app.createRateLimit({
      max: config.publicViewRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (req) => `public-view:${req.ip}`,
    }),
    action: app.createRateLimit({
      max: config.publicRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (req) => `public-action:${req.ip}`,
    }),
  });
  app.decorate(
    'loginLimiter',
    createLoginLimiter(redis ? redisStore(redis) : memoryStore(), {
      perAddress: config.loginRateLimit,
      perAccount: config.loginAccountLimit,
    }),
  );
  // API answers (JSON, CSV) compressed for the browser: brotli at a fast level, else gzip
  // (docs/performance.md, cold load); the built assets are compressed once at build time
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Recruitment Platform API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  route(app, endpoints.operations.health, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind };
  });

  await registerModules(app);

  // the built web app for every non-API path (client-side routing falls back to index.html);
  // one not-found handler for both (Fastify allows one per prefix). Only the hashed assets are
  // cached; index.html, the service worker (sw.js, workbox-*.js) and manifest.webmanifest are
  // revalidated on every request, so a new version reaches the browser (docs/operations.md)
  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // index.html.br / .gz and every asset's, written by the build (apps/web/vite.config.ts)
      preCompressed: true,
      // hashed file names never change: cached for a year; index.html and the rest revalidate
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !req.url.startsWith('/api/')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: translate(req.lang ?? 'es', 'errors.not_found') });
  });
  return app;
}
