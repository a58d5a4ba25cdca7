import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { useCandidateVacancy } from './get-candidate-vacancy';

const companySetup = endpoints.clients.companySetup;

/**
 * Who may record the medical result of a vacancy's candidates: the active medical service users
 * whose companies include the vacancy's (companies/get_setup/, docs/domain.md#pre-hire-medical-gate).
 */
export function useMedicalRecorders(vacancy: number) {
  const company = useCandidateVacancy(vacancy).data?.company ?? null;
  const input = { query: { company: company ?? 0 } };
  const query = useQuery({
    queryKey: endpointKey(companySetup, input),
    queryFn: () => callApi(companySetup, input),
    enabled: company !== null,
    staleTime: 30_000,
  });
  return { users: query.data?.medical, isSuccess: query.isSuccess };
}
