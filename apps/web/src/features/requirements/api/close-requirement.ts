import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useRequirementAction } from './requirement-action';

const closeEndpoint = endpoints.requirements.close;

/** close_requeriment {id} (409 while assignments are open). */
export const closeRequirement = (body: EndpointInput<typeof closeEndpoint>['body']) =>
  callApi(closeEndpoint, { body });

export const useCloseRequirement = () => useRequirementAction(closeRequirement);
