import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/msw';
import { renderWithApp, text } from '../../test/render';
import { useUnsavedChanges } from '../form/unsaved-changes';
import { TopBar } from './top-bar';

const t = text;

/** The top bar over a page whose form holds unsaved input (or not). */
function PageWithForm(props: { isDirty: boolean }) {
  useUnsavedChanges(props.isDirty);
  return <TopBar title="Página" isCompact={false} showSettingsLink={false} />;
}

describe('signing out from the top bar', { timeout: 60_000 }, () => {
  beforeEach(() => {
    mockApi('get', 'companies/get_regions/', []);
  });

  it('signs out at once when nothing is typed', async () => {
    const logout = vi.fn();
    renderWithApp(<PageWithForm isDirty={false} />, { logout });
    fireEvent.click(screen.getByRole('button', { name: t('shell.topbar.logout') }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull();
  });

  it('asks first with unsaved input: Stay keeps the session, Leave signs out', async () => {
    const logout = vi.fn();
    renderWithApp(<PageWithForm isDirty />, { logout });
    fireEvent.click(screen.getByRole('button', { name: t('shell.topbar.logout') }));
    const question = (await screen.findByText(t('common.unsaved.leave_message'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: t('common.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull());
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: t('shell.topbar.logout') }));
    const again = (await screen.findByText(t('common.unsaved.leave_message'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: t('common.unsaved.leave') }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});
