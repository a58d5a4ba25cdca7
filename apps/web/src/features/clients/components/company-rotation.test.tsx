import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, renderWithApp, text } from '../../../test/render';
import { CompanyRotation } from './company-rotation';

const t = text;

describe('company rotation: a typed percentage is saved as shown', { timeout: 30_000 }, () => {
  it('a decimal comma is read as the decimal separator: 5,8 is sent as 5.8, not 58', async () => {
    const company = makeCompany({ id: 5 });
    const save = mockApi('post', 'companies/update_rotation/', company);
    renderWithApp(<CompanyRotation company={company} />);
    const field = screen.getByLabelText(labelled(t('clients.rotations.value')));
    fireEvent.change(field, { target: { value: '5,8' } });
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('5.8');
    fireEvent.click(screen.getByRole('button', { name: t('clients.rotations.save') }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.last.body).toMatchObject({ id: 5, value: 5.8 });
  });

  it('refuses what it cannot read with a field message and sends nothing', async () => {
    const company = makeCompany({ id: 5 });
    const save = mockApi('post', 'companies/update_rotation/', company);
    renderWithApp(<CompanyRotation company={company} />);
    const field = screen.getByLabelText(labelled(t('clients.rotations.value')));
    fireEvent.change(field, { target: { value: '5,8 %' } });
    fireEvent.blur(field);
    expect(fieldError(field)).toBe(t('validation.number_chars'));
    fireEvent.change(field, { target: { value: '5,875' } });
    fireEvent.click(screen.getByRole('button', { name: t('clients.rotations.save') }));
    await waitFor(() => expect(fieldError(field)).toBe(t('validation.max_decimals', { count: 2 })));
    expect((field as HTMLInputElement).value).toBe('5,875');
    expect(save.requests).toHaveLength(0);
  });
});
