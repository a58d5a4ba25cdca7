import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE candidates/{id}/?reason=… — a soft delete that keeps the reason. */
export function useDeleteCandidate() {
  const mutation = useDeleteResource(resources.candidates);
  return {
    ...mutation,
    remove: (id: number, reason: string) => mutation.mutateAsync({ id, reason }),
  };
}
