import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useRequirementAction } from './requirement-action';

const approveEndpoint = endpoints.requirements.approve;

/** approve_requeriment {id}: New → Approved. */
export const approveRequirement = (body: EndpointInput<typeof approveEndpoint>['body']) =>
  callApi(approveEndpoint, { body });

export const useApproveRequirement = () => useRequirementAction(approveRequirement);
