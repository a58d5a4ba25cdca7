import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// after Mantine's styles: the phone rule raises their size variables (44 px tap targets)
import './phone.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from '../lib/auth';
import { accessibleCssVariablesResolver } from './accessible-colors';
import { theme as appTheme, layers } from './theme';

/**
 * The theme plus the names its components' controls need in the current language: close and clear
 * buttons, the password's show/hide button, the calendars' previous/next buttons (Mantine leaves
 * them unnamed or names them in English).
 */
function useLocalizedTheme() {
  // `t` is a new function whenever the language changes
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.actions.close') };
    const clearButtonProps = { 'aria-label': t('common.controls.clear') };
    return mergeThemeOverrides(appTheme, {
      components: {
        // plain theme entries, not Component.extend(): the dialogs' code stays out of the first page
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        CloseButton: { defaultProps: closeButtonProps },
        InputClearButton: { defaultProps: clearButtonProps },
        FileInput: { defaultProps: { clearButtonProps } },
        PasswordInput: {
          defaultProps: {
            visibilityToggleButtonProps: { 'aria-label': t('common.controls.toggle_password') },
          },
        },
        Calendar: {
          defaultProps: {
            ariaLabels: {
              previousMonth: t('common.controls.previous_month'),
              nextMonth: t('common.controls.next_month'),
              previousYear: t('common.controls.previous_year'),
              nextYear: t('common.controls.next_year'),
              previousDecade: t('common.controls.previous_decade'),
              nextDecade: t('common.controls.next_decade'),
            },
          },
        },
      },
    });
  }, [t]);
}

/** What every page needs, the login page included (kept small: the bundle budget of docs/performance.md). */
export function Providers({ children }: { children: ReactNode }) {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleCssVariablesResolver}
      defaultColorScheme="light"
    >
      {/*
        toasts at the top centre, just below the top bar (its height is a variable of the app shell;
        none on the login page), above any open dialog or drawer (theme.ts, layers): never over the
        top bar's controls nor the page's top-right actions, and never hidden under a backdrop
      */}
      <Notifications
        position="top-center"
        zIndex={layers.toasts}
        // a margin, not `top`: the bottom positions' containers must not stretch over the page
        styles={{ root: { marginTop: 'var(--app-shell-header-offset, 0rem)' } }}
      />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
