import { resourceAccess } from '@rp/contract';
import { candidateApplicationSchema, candidateApplicationsQuery } from '@rp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { applicationsHistory } from './candidates.service';

const tags = ['candidates'];

/** Custom actions of the candidates area (spec §7, Candidate). */
export async function candidatesRoutes(app: FastifyInstance) {
  /** Every requirement and vacancy assignment of a candidate, newest first (one candidate pool). */
  app.get(
    '/api/candidates/get_applications_history/',
    {
      schema: {
        tags,
        querystring: candidateApplicationsQuery,
        response: { 200: z.array(candidateApplicationSchema) },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req, resourceAccess.candidates.read);
      const { candidate } = parseInput(candidateApplicationsQuery, req.query);
      return applicationsHistory(ctx, candidate);
    },
  );
}
