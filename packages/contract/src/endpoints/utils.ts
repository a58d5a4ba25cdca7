import { defineEndpoint } from '../endpoint';
import { diagnosticsSchema } from '../entities/diagnostics';

/** Utilities of the Testing page (docs/domain.md#api-conventions). */
export const utilEndpoints = {
  /** Version, database migrations, storage and server time; superusers only. */
  diagnostics: defineEndpoint({
    method: 'GET',
    path: 'utils/diagnostics/',
    response: diagnosticsSchema,
    access: 'superuser',
    tag: 'utils',
  }),
};
