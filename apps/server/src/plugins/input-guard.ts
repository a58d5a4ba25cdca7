import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldErrors } from '../lib/errors';
import { refuseBadInput } from '../lib/validate';

/**
 * Input every route refuses before its handler runs (issue 10 finding 6; docs/domain.md#api-conventions "never a 500
 * for bad input"): a NUL character (U+0000) in a query value or in any string of a JSON body, a
 * JSON body nested deeper than 32 levels or with an array of more than 10,000 items (checked
 * without recursion, issue 27 item 3; docs/decisions.md "Deep JSON is a 400"), and a query
 * parameter sent more than once (every parameter of this API holds one value; lists travel
 * comma-separated). Multipart text fields are checked where they are read (`parseInput`).
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    // the web app's own pages (index.html for any path) keep whatever their URLs carry
    if (!req.url.startsWith('/api/')) return;
    const query = req.query;
    if (query && typeof query === 'object') {
      for (const [key, value] of Object.entries(query)) {
        if (Array.isArray(value)) throw FieldErrors.one(key, 'validation.repeated_param');
      }
      refuseBadInput(query);
    }
    if (req.body !== undefined && !Buffer.isBuffer(req.body)) refuseBadInput(req.body);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['errors'] });
