import type { Company } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordState } from '../../../components/feedback/record-state';
import { unsavedChanges } from '../../../components/form/unsaved-changes';
import { useResourceItem } from '../../../lib/resource-hooks';
import { makeCompany } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CompanyProfileForm } from './company-profile-form';

const t = text;

/** The profiles page's pairing: the company as the server holds it, then its form. */
function ProfilesOf({ id }: { id: number }) {
  const company = useResourceItem(resources.companies, id);
  return (
    <RecordState query={company}>{(row) => <CompanyProfileForm key={row.id} company={row} />}</RecordState>
  );
}

describe('company profile form', { timeout: 60_000 }, () => {
  it('keeps the typed profile text when the logo is saved and re-read, and saves it', async () => {
    let stored: Company = makeCompany({ id: 5, profile: null, updated_at: '2026-11-20T10:00:00Z' });
    const read = mockApi('get', 'companies/5/', () => stored);
    const save = mockApi('post', 'companies/update_profile/', (request) => {
      const body = request.body as Record<string, unknown>;
      stored = {
        ...stored,
        ...(body.logo_file ? { logo_path: 31 } : {}),
        ...(typeof body.profile === 'string' ? { profile: body.profile, profile_path: 32 } : {}),
        updated_at: `2026-11-20T10:0${save.requests.length}:00Z`,
      };
      return stored;
    });
    mockApi('get', 'file-records/31/', { id: 31, original_name: 'logo.png' });
    mockApi('get', 'file-records/32/', { id: 32, original_name: 'perfil.pdf' });
    renderWithApp(<ProfilesOf id={5} />);

    const profileLabel = t('clients.profiles.text', { section: t('clients.profiles.sections.profile') });
    const profile = (await screen.findByLabelText(profileLabel)) as HTMLTextAreaElement;
    fireEvent.change(profile, { target: { value: 'Empresa maquiladora en Reynosa' } });
    await waitFor(() => expect(unsavedChanges.has()).toBe(true));

    // the logo is saved at once: the company is read again with a new updated_at
    const [logoInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(logoInput as HTMLInputElement, {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(save.requests).toHaveLength(1));
    await waitFor(() => expect(read.requests.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: t('clients.profiles.logo.remove') })).toBeTruthy();
    expect(profile.value).toBe('Empresa maquiladora en Reynosa');

    // the profile section's attachment (the logo's input comes first)
    const fileInput = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    fireEvent.change(fileInput as HTMLInputElement, {
      target: { files: [new File(['%PDF'], 'perfil.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: t('clients.profiles.save') }));
    await waitFor(() => expect(save.requests).toHaveLength(2));
    expect(save.last.body).toMatchObject({
      id: '5',
      profile: 'Empresa maquiladora en Reynosa',
      profile_file: expect.objectContaining({ type: 'application/pdf', size: 4 }),
    });
    // the record read back while saving is what was sent: nothing is left unsaved
    await waitFor(() => expect(unsavedChanges.has()).toBe(false));
    expect(profile.value).toBe('Empresa maquiladora en Reynosa');
  });
});
