import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CompanyLogoCard } from './company-logo-card';

const t = text;

describe('company logo', { timeout: 30_000 }, () => {
  it('saves a picked image at once and shows the server refusal under the field', async () => {
    const company = makeCompany({ id: 5 });
    const save = mockApi('post', 'companies/update_profile/', {
      status: 400,
      body: { logo_file: ['Tipo de archivo no permitido: application/pdf.'] },
    });
    renderWithApp(<CompanyLogoCard company={company} />);
    expect(screen.getByText(t('clients.profiles.logo.none'))).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.last.body).toEqual({
      id: '5',
      logo_file: expect.objectContaining({ type: 'application/pdf', size: 4 }),
    });
    expect(await screen.findByText(/Tipo de archivo no permitido/)).toBeTruthy();
  });

  it('removes the logo only after a confirmation', async () => {
    const company = makeCompany({ id: 6, logo_path: 31 });
    mockApi('get', 'file-records/31/', { id: 31, original_name: 'tecma.png' });
    const save = mockApi('post', 'companies/update_profile/', { ...company, logo_path: null });
    renderWithApp(<CompanyLogoCard company={company} />);
    fireEvent.click(screen.getByRole('button', { name: t('clients.profiles.logo.remove') }));
    const dialog = await screen.findByRole('dialog');
    expect(save.requests).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: t('common.actions.confirm') }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.last.body).toEqual({ id: '6', clear_logo: 'true' });
  });
});
