import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Operations of the running service (docs/operations.md). */
export const operationEndpoints = {
  /** Liveness with a database round trip, for load balancers and the start scripts. */
  health: defineEndpoint({
    method: 'GET',
    path: 'health/',
    response: z.object({ status: z.literal('ok'), database: z.string() }),
    access: 'public',
    tag: 'operations',
  }),
};
