import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer is `Cache-Control: no-store` (issue 27 item 11; docs/decisions.md "API answers
 * are never stored"): they carry personal data, which no browser or proxy cache may keep. An answer
 * that sets its own caching keeps it: a file download (`private, max-age=300`, the signed links of
 * <img> and the PDF viewer), the PDFs and boards (`private, no-store`).
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
