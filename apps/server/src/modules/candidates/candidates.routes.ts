import { resourceAccess } from '@rp/contract';
import { candidateApplicationsQuery, candidateApplicationsResult } from '@rp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { applicationsHistory } from './candidates.service';

const tags = ['candidates'];

/** Custom actions of the candidates area (docs/api.md, Candidate). */
export async function candidatesRoutes(app: FastifyInstance) {
  /** The candidate's requirement and vacancy assignments in the caller's scope, newest first. */
  app.get(
    '/api/candidates/get_applications_history/',
    {
      schema: {
        tags,
        querystring: candidateApplicationsQuery,
        response: { 200: candidateApplicationsResult },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req, resourceAccess.candidates.read);
      const { candidate } = parseInput(candidateApplicationsQuery, req.query);
      return applicationsHistory(ctx, candidate);
    },
  );
}
