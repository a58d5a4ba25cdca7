import { screen } from '@testing-library/react';
import { makeCompany } from './factories';
import { mockApi } from './msw';

/** What the dashboard boards' tests share: the filters' references, a figure's region, a link's address. */
export const hrefOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
export const section = (title: string) => screen.getByRole('region', { name: title });
export const filter = (label: string) => screen.getByLabelText(label, { selector: 'input' });

export function mockReferences() {
  mockApi('get', 'companies/', [
    makeCompany({ id: 3, name_es: 'Tecma Norte' }),
    makeCompany({ id: 4, name_es: 'Tecma Sur' }),
  ]);
  mockApi('get', 'sites/', [{ id: 9, name: 'Planta Uno', company: 3 }]);
  mockApi('get', 'users/lists/', {
    recruiters: [{ id: 31, username: 'rita', first_name: 'Rita', last_name: 'Pérez', email: null }],
    hr_managers: [],
    program_managers: [],
    medical: [],
  });
}
