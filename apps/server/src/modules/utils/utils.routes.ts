import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { diagnostics } from './diagnostics.service';
import { translateText } from './translate';

/** *Added* (docs/api.md): diagnostics of the Testing page, superusers only. */
export async function utilsRoutes(app: FastifyInstance) {
  route(app, endpoints.utils.translationStatus, async () => ({
    available: Boolean(app.config.translateUrl),
  }));
  route(app, endpoints.utils.translateToEnglish, async ({ body }) => ({
    text: await translateText(app.config, body.text, 'es', 'en'),
  }));
  route(app, endpoints.utils.translateToSpanish, async ({ body }) => ({
    text: await translateText(app.config, body.text, 'en', 'es'),
  }));
  route(app, endpoints.utils.diagnostics, ({ ctx }) =>
    diagnostics(ctx, { database: app.database.kind, storage: app.storage.kind }),
  );
}
