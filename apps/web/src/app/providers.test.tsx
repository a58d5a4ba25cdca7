import '../lib/i18n';
import { FileInput, Modal, PasswordInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from '../components/form/date-field';
import i18n from '../lib/i18n';
import { text } from '../test/render';
// the signed-in app's providers load dayjs's Spanish names (imported for that side effect)
import './app-providers';
import { Providers } from './providers';

afterEach(async () => {
  if (i18n.language !== 'es') await i18n.changeLanguage('es');
});

function Controls() {
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <PasswordInput label="password" />
      <DateField label="date" clearable value="2025-03-14" />
      <FileInput label="file" clearable defaultValue={new File(['x'], 'cv.pdf')} />
      <Modal opened onClose={() => {}} title="dialog">
        <p>body</p>
      </Modal>
    </DatesProvider>
  );
}

/** The names screen readers read for the theme's controls, as the user sees them now. */
function names() {
  const dialog = screen.getByRole('dialog');
  const outside = (name: string) =>
    screen.getAllByRole('button', { name }).filter((button) => !dialog.contains(button));
  return {
    password: outside(text('common.controls.toggle_password')).length,
    clears: outside(text('common.controls.clear')).length,
    close: within(dialog).getAllByRole('button', { name: text('common.actions.close') }).length,
  };
}

/** The names of the open calendar's previous and next buttons. */
const calendarNames = () =>
  [...document.querySelectorAll('button[data-direction]')].map((button) => button.getAttribute('aria-label'));

describe('Providers: the controls Mantine draws are named in the page’s language', {
  timeout: 30_000,
}, () => {
  it('names close, clear and show-password buttons and the calendar’s previous/next in Spanish, then in English', async () => {
    render(
      <Providers>
        <Controls />
      </Providers>,
    );
    expect(text('common.controls.toggle_password')).toBe('Mostrar u ocultar la contraseña');
    expect(names()).toEqual({ password: 1, clears: 2, close: 1 });

    fireEvent.click(screen.getByLabelText('date'));
    await waitFor(() => expect(calendarNames()).toEqual(['Mes anterior', 'Mes siguiente']));
    // the days are named in the calendar's language
    expect(document.querySelector('[aria-label="14 marzo 2025"]')).not.toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(text('common.controls.toggle_password')).toBe('Show or hide the password');
    expect(names()).toEqual({ password: 1, clears: 2, close: 1 });
    expect(calendarNames()).toEqual(['Previous month', 'Next month']);
  });

  it('stacks toasts over the page, its top bar, a dialog and its backdrop, at the top centre below the top bar', async () => {
    render(
      <Providers>
        <Modal opened onClose={() => {}} title="dialog">
          <p>body</p>
        </Modal>
      </Providers>,
    );
    act(() => {
      notifications.show({ message: 'saved' });
    });
    await screen.findByText('saved');
    /** The z-index a Mantine element declares in its CSS variable `name` (on itself or a parent). */
    const layer = (selector: string, name: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      const own = element?.style.getPropertyValue(name);
      const inherited = element?.closest<HTMLElement>(`[style*="${name}"]`)?.style.getPropertyValue(name);
      return Number(own || inherited);
    };
    const toasts = layer('.mantine-Notifications-root', '--notifications-z-index');
    const backdrop = layer('.mantine-Modal-overlay', '--overlay-z-index');
    const dialog = layer('.mantine-Modal-inner', '--mb-z-index');
    const topBar = 100; // Mantine's AppShell
    expect(topBar).toBeLessThan(toasts);
    // a dialog's result is never hidden, dimmed, under its backdrop
    expect(backdrop).toBeLessThan(toasts);
    expect(dialog).toBeLessThan(toasts);
    // at the top centre: not over the page's top-right actions
    expect(screen.getByText('saved').closest('[data-position]')?.getAttribute('data-position')).toBe(
      'top-center',
    );
    // placed below the top bar rather than over it
    expect(document.querySelector<HTMLElement>('.mantine-Notifications-root')?.style.marginTop).toBe(
      'var(--app-shell-header-offset, 0rem)',
    );
  });
});
