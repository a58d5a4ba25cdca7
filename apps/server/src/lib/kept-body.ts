import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The JSON body of an answer object kept between requests (docs/decisions.md "A dashboard answer
 * kept between writes"), serialized once and compressed once per encoding, as long as the answer
 * object lives: a large answer asked again costs the socket write alone. The compression is the
 * app's (@fastify/compress, app.ts: brotli at level 4, else gzip), which passes an encoded body by.
 */
type KeptBody = { json: Buffer; encoded: Map<Encoding, Promise<Buffer>> };
type Encoding = 'br' | 'gzip';

const bodies = new WeakMap<object, KeptBody>();
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding of `accept-encoding` to answer in: brotli, else gzip, unless refused (`q=0`). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wanted = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return wanted('br') ? 'br' : wanted('gzip') ? 'gzip' : undefined;
}

/** Sends `answer` as JSON (`serialize` writes it, the first time only), compressed as the caller accepts. */
export async function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: object,
  serialize: () => string | Buffer | ArrayBuffer,
): Promise<FastifyReply> {
  let body = bodies.get(answer);
  if (!body) {
    const json = serialize();
    body = {
      json: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer),
      encoded: new Map(),
    };
    bodies.set(answer, body);
  }
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(body.json);
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipped(body.json);
    body.encoded.set(encoding, encoded);
  }
  return reply.header('content-encoding', encoding).send(await encoded);
}
