import type { EndpointDef } from '../endpoint';
import { authEndpoints } from './auth';
import { candidateImportEndpoints } from './candidate-imports';
import { candidateEndpoints } from './candidates';
import { clientEndpoints } from './clients';
import { dashboardEndpoints, payrollEndpoints } from './dashboard';
import { fileEndpoints } from './files';
import { mailEndpoints } from './mail';
import { operationEndpoints } from './operations';
import { requirementEndpoints } from './requirements';
import { userEndpoints } from './users';
import { utilEndpoints } from './utils';
import { vacancyEndpoints } from './vacancies';
import { vacancyCandidateEndpoints } from './vacancy-candidates';

/** Every custom action of the API by area; resources are in `resources` (docs/domain.md#api-conventions). */
export const endpoints = {
  operations: operationEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  utils: utilEndpoints,
  clients: clientEndpoints,
  files: fileEndpoints,
  candidates: candidateEndpoints,
  candidateImports: candidateImportEndpoints,
  requirements: requirementEndpoints,
  vacancies: vacancyEndpoints,
  vacancyCandidates: vacancyCandidateEndpoints,
  mail: mailEndpoints,
  dashboard: dashboardEndpoints,
  payroll: payrollEndpoints,
};

/** Every endpoint as a list (route registration checks, the OpenAPI completeness test). */
export const allEndpoints: EndpointDef[] = Object.values(endpoints).flatMap((area) =>
  Object.values(area as Record<string, EndpointDef>),
);
