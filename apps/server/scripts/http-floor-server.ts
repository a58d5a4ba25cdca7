/**
 * The HTTP floor of `npm run bench:http` (docs/performance.md "API/SQL ≤ 1.3×: what stands in the
 * way"): Fastify, with nothing else, answering the very bodies the server answered for each list
 * read, held in memory and serialised on every request as any JSON answer is. What it costs is what
 * every request costs before the application does anything: the HTTP parse, the routing, the JSON
 * and the socket writes. FLOOR_BODIES names a JSON file holding the bodies, an array; `GET
 * /floor/<i>` answers body `i`; `GET /api/health/` answers as the server's does, so
 * `startServer` (load-server.ts) waits for it the same way.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.FLOOR_BODIES ?? '', 'utf8')) as unknown[];
const app = Fastify({ logger: false });
app.get('/api/health/', async () => ({ status: 'ok' }));
app.get<{ Params: { i: string } }>('/floor/:i', async (request, reply) => {
  const body = bodies[Number(request.params.i)];
  if (body === undefined) return reply.code(404).send({ detail: 'no such body' });
  return body;
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
