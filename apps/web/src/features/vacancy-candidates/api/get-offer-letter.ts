import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const letter = endpoints.vacancyCandidates.offerLetter;

/** The offer letter PDF of a vacancy candidate in `lang`, fetched while its viewer is open. */
export const useOfferLetter = (id: number, lang: 'es' | 'en' | null) =>
  useQuery({
    queryKey: [...endpointKey(letter, { params: { id } }), lang] as const,
    queryFn: () => callApi(letter, { params: { id }, query: { lang: lang ?? undefined } }),
    enabled: lang !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
