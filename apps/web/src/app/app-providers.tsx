import '@mantine/nprogress/styles.css';
import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';
// the calendars' month and weekday names, and each day's name for screen readers, in Spanish too
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth';
import { claimQueryCache, queryClient } from './query-client';
import { SessionRenewal } from './session-renewal';

/** Providers of the signed-in application, loaded with its layouts (not with the login page). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  if (user) claimQueryCache(user.id);
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <NavigationProgress aria-label={t('shell.topbar.loading_bar')} />
          {children}
          <SessionRenewal />
        </ModalsProvider>
      </QueryClientProvider>
    </DatesProvider>
  );
}
