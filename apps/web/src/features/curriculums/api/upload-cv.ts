import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../components/files/file-upload';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Uploads a CV (kind cv) owned by a candidate. */
export const uploadCv = ({ file, candidate }: { file: File; candidate: number }) =>
  uploadFile(file, { kind: 'cv', owner_type: 'candidate', owner_id: candidate });

export function useUploadCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources['file-records']) }),
  });
}
