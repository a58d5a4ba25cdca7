import type { Candidate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** POST candidates/{id}/upload_photo/ (multipart field `photo`); answers the candidate. */
export const uploadCandidatePhoto = ({ id, photo }: { id: number; photo: Blob }) => {
  const body = new FormData();
  body.append('photo', photo, 'photo.jpg');
  return apiRequest<Candidate>(`candidates/${id}/upload_photo/`, { method: 'POST', body });
};

export function useUploadCandidatePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidatePhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
  });
}
