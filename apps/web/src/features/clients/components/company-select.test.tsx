import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, renderWithApp, text } from '../../../test/render';
import { CompanySelect } from './company-select';

const t = text;
const company = (id: number, code: string) => ({
  id,
  code,
  name_es: `Empresa ${code}`,
  name_en: null,
  public_name: null,
  region: null,
  status: true,
  links: [],
});

function Field(props: { onChange: (value: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <CompanySelect
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const select = () => screen.getByLabelText(labelled(t('clients.company')), { selector: 'input' });

describe('company select', { timeout: 60_000 }, () => {
  it("chooses the user's only company", async () => {
    mockApi('get', 'companies/get_access/', [company(7, 'ACME')]);
    const onChange = vi.fn();
    renderWithApp(<Field onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(7));
    await waitFor(() => expect((select() as HTMLInputElement).value).toBe('ACME · Empresa ACME'), {
      timeout: 10_000,
    });
  });

  it('leaves the choice to the user with two companies, and keeps a value already given', async () => {
    mockApi('get', 'companies/get_access/', [company(7, 'ACME'), company(8, 'BETA')]);
    const onChange = vi.fn();
    const { unmount } = renderWithApp(<Field onChange={onChange} />);
    await waitFor(() => expect(select().hasAttribute('disabled')).toBe(false));
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    mockApi('get', 'companies/get_access/', [company(7, 'ACME')]);
    renderWithApp(<Field onChange={onChange} initial={9} />);
    await waitFor(() => expect(select().hasAttribute('disabled')).toBe(false));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells a user without companies whom to ask, and links the users page to who may open it', async () => {
    mockApi('get', 'companies/get_access/', []);
    const { unmount } = renderWithApp(<Field onChange={() => {}} />, {
      user: makeUser({ is_superuser: false, routes: ['requeriments-direct'] }),
    });
    const hint = await screen.findByTestId('empty-pick-list-hint');
    expect(hint.textContent).toContain(t('common.pick_list.no_companies'));
    expect(hint.textContent).toContain(t('common.pick_list.ask_admin'));
    unmount();
    renderWithApp(<Field onChange={() => {}} />, {
      user: makeUser({ is_superuser: false, routes: ['settings-users'] }),
    });
    const link = await screen.findByRole('link', { name: t('common.pick_list.assign_companies') });
    expect(link.getAttribute('href')).toBe('/settings/users');
    fireEvent.click(select());
    expect(within(document.body).queryByRole('option')).toBeNull();
  });
});
