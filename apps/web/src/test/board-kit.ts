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

/** The direct process's figures the boards and the home page open with (a year's sample). */
export const directFigures = {
  totals: { Pending: 6, Accepted: 4, Rejected: 2, Hired: 9, NotAttend: 1 },
  positions: { requested: 40, accepted: 13, hired: 9, open: 27, canceled: 5, fill_rate: 22.5 },
};
