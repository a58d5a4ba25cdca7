import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerResource } from '../resources/register';
import type { ResourceDef } from '../resources/types';
import { auditResources } from './audit/audit.resources';
import { authRoutes } from './auth/auth.routes';
import { candidateImportRoutes } from './candidate-import/candidate-import.routes';
import { candidatesResources } from './candidates/candidates.resources';
import { candidatesRoutes } from './candidates/candidates.routes';
import { clientsResources } from './clients/clients.resources';
import { clientsRoutes } from './clients/clients.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { filesResources } from './files/files.resources';
import { filesRoutes } from './files/files.routes';
import { mailResources } from './mail/mail.resources';
import { mailRoutes } from './mail/mail.routes';
import { referenceResources } from './reference/reference.resources';
import { requirementReportRoutes } from './requirements/requirements.report';
import { requirementsResources } from './requirements/requirements.resources';
import { requirementsRoutes } from './requirements/requirements.routes';
import { serversResources } from './servers/servers.resources';
import { serversRoutes } from './servers/servers.routes';
import { settingsResources } from './settings/settings.resources';
import { usersRoutes } from './settings/users.routes';
import { utilsRoutes } from './utils/utils.routes';
import { vacanciesResources } from './vacancies/vacancies.resources';
import { vacanciesRoutes } from './vacancies/vacancies.routes';

/** Every resource of the API (docs/api.md), declared once per area; `config` reaches those that need it. */
export const resourcesFor = (config: Pick<Config, 'pastDueDays'>): ResourceDef[] => [
  ...settingsResources,
  ...referenceResources,
  ...clientsResources,
  ...candidatesResources,
  ...Object.values(requirementsResources(config)),
  ...vacanciesResources,
  ...filesResources,
  ...serversResources,
  ...mailResources,
  ...auditResources,
];

export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  // custom actions first: static segments (lists/, upload/) beside /:id/
  await app.register(usersRoutes);
  await app.register(filesRoutes);
  await app.register(clientsRoutes);
  await app.register(utilsRoutes);
  await app.register(candidatesRoutes);
  await app.register(candidateImportRoutes);
  await app.register(vacanciesRoutes);
  await app.register(requirementsRoutes);
  await app.register(requirementReportRoutes);
  await app.register(mailRoutes);
  await app.register(dashboardRoutes);
  await app.register(serversRoutes);
  for (const def of resourcesFor(app.config)) registerResource(app, def);
}
