import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCompany, makeUser } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CompanySetupChecklist } from './company-setup-checklist';

const t = text;
const company = makeCompany({ id: 5, code: 'NEW', links: null });
const nothing = {
  company: 5,
  sites: 2,
  sites_located: 0,
  positions: 0,
  shifts: 3,
  targets: 0,
  approvers: { clients: 1, shelter: 0, shelter_indirect: 0 },
  recruiters: [{ id: 8, username: 'rita', first_name: 'Rita', last_name: 'Ruiz', email: null }],
  requesters: [],
  medical: [],
};

const item = (key: string) => screen.findByTestId(`setup-${key}`);
const state = (row: HTMLElement) => within(row).getByRole('img').getAttribute('aria-label');

describe('company setup checklist', { timeout: 60_000 }, () => {
  it("says what a new company still needs, who sees it, and links each item to where it's done", async () => {
    const setup = mockApi('get', 'companies/get_setup/', nothing);
    const onOpenSites = vi.fn();
    const onOpenDetails = vi.fn();
    renderWithApp(
      <CompanySetupChecklist company={company} onOpenSites={onOpenSites} onOpenDetails={onOpenDetails} />,
    );
    const sites = await item('sites');
    expect(setup.last.query).toEqual({ company: '5' });
    expect(state(sites)).toBe(t('clients.setup.missing'));
    expect(sites.textContent).toContain(t('clients.setup.sites_detail', { located: 0, count: 2 }));
    fireEvent.click(within(sites).getByRole('button', { name: t('clients.setup.open_sites') }));
    expect(onOpenSites).toHaveBeenCalled();
    expect(state(await item('shifts'))).toBe(t('clients.setup.done'));
    const positions = await item('positions');
    expect(state(positions)).toBe(t('clients.setup.missing'));
    expect(within(positions).getByRole('link').getAttribute('href')).toBe('/settings/positions');
    expect(
      within(await item('targets'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/clients/targets');
    const approvers = await item('approvers');
    expect(state(approvers)).toBe(t('clients.setup.done'));
    expect(approvers.textContent).toContain(`${t('clients.setup.approver_types.clients')}: 1`);
    expect(approvers.textContent).toContain(
      `${t('clients.setup.approver_types.shelter')}: ${t('clients.setup.approvers_none')}`,
    );
    expect(within(approvers).getByRole('link').getAttribute('href')).toBe('/settings/default_approvals');
    const links = await item('links');
    expect(state(links)).toBe(t('clients.setup.missing'));
    fireEvent.click(within(links).getByRole('button', { name: t('clients.setup.open_details') }));
    expect(onOpenDetails).toHaveBeenCalled();
    const recruiters = await item('recruiters');
    expect(state(recruiters)).toBe(t('clients.setup.done'));
    expect(recruiters.textContent).toContain('Rita Ruiz');
    const medical = await item('medical');
    expect(state(medical)).toBe(t('clients.setup.missing'));
    expect(medical.textContent).toContain(t('clients.setup.nobody'));
    expect(within(medical).getByRole('link').getAttribute('href')).toBe('/settings/users');
  });

  it('says whom to ask for what the user may not do', async () => {
    mockApi('get', 'companies/get_setup/', nothing);
    renderWithApp(<CompanySetupChecklist company={company} onOpenDetails={() => {}} />, {
      user: makeUser({ is_superuser: false, routes: ['clients-companies'] }),
    });
    const medical = await item('medical');
    expect(within(medical).queryByRole('link')).toBeNull();
    expect(medical.textContent).toContain(t('clients.setup.ask_admin'));
    // the sites are on the companies page, which this user opens
    expect(
      within(await item('sites'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/clients/companies');
  });
});
