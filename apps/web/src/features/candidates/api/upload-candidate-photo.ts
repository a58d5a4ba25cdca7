import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Uploads the candidate's photo (multipart field `photo`); answers the candidate. */
export const uploadCandidatePhoto = ({ id, photo }: { id: number; photo: Blob }) => {
  const body = new FormData();
  body.append('photo', photo, 'photo.jpg');
  return callApi(endpoints.candidates.uploadPhoto, { params: { id }, body });
};

export function useUploadCandidatePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidatePhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
  });
}
