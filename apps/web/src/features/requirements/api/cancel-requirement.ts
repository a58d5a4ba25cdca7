import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useRequirementAction } from './requirement-action';

const cancelEndpoint = endpoints.requirements.cancel;

/** cancel_requeriment {id, cancel_reason}. */
export const cancelRequirement = (body: EndpointInput<typeof cancelEndpoint>['body']) =>
  callApi(cancelEndpoint, { body });

export const useCancelRequirement = () => useRequirementAction(cancelRequirement);
