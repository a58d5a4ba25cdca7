import { endpoints } from '@rp/contract/endpoints';
import { type CompanyProfileSection, companyProfileSections } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** What to change of one section: its text (empty clears it), a new file, or clear both first. */
export type ProfileSectionChange = { text?: string; file?: File | null; clear?: boolean };
export type UpdateProfileInput = {
  id: number;
  sections: Partial<Record<CompanyProfileSection, ProfileSectionChange>>;
  /** A new logo image, or remove the one there is. */
  logo?: { file: File } | { clear: true };
};

/**
 * The multipart body of update_profile: `id`, `<section>`, `clear_<section>`, files `<section>_file`,
 * and the logo (`logo_file`, `clear_logo`).
 */
export function toProfileFormData(input: UpdateProfileInput): FormData {
  const body = new FormData();
  body.append('id', String(input.id));
  for (const section of companyProfileSections) {
    const change = input.sections[section];
    if (!change) continue;
    if (change.clear) body.append(`clear_${section}`, 'true');
    if (change.text !== undefined) body.append(section, change.text);
    if (change.file) body.append(`${section}_file`, change.file, change.file.name);
  }
  if (input.logo && 'clear' in input.logo) body.append('clear_logo', 'true');
  if (input.logo && 'file' in input.logo) body.append('logo_file', input.logo.file, input.logo.file.name);
  return body;
}

/**
 * Saves the sections (multipart); answers the company. A section sent with text and no
 * attachment answers 400 `{"<section>_file": [...]}`.
 */
export const updateProfile = (input: UpdateProfileInput) =>
  callApi(endpoints.clients.updateProfile, { body: toProfileFormData(input) });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.companies) }),
  });
}
