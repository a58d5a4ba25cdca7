import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { ErrorPage } from './error-page';

/** True when the query failed because the row does not exist or is outside the caller's scope. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** True when the query failed because the user's pages or permissions do not grant it. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The one loading / not-found / error block of pages that show one record: the not-found page for
 * an invalid id or a 404 (out of scope answers the same), the forbidden page for a 403 — the
 * same pages as an unknown route and a page the user's roles do not grant —, a retry on other
 * errors, a loader until the record arrives, then `children(record)`. A panel inside a page (not
 * the page itself) passes its own `notFound`.
 */
export function RecordState<T>(props: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** False when the route's id is not a valid id: shown as not found without asking the server. */
  isValidId?: boolean;
  notFound?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (props.isValidId === false || isNotFound(query.error))
    return <>{props.notFound ?? <ErrorPage kind="not_found" />}</>;
  if (isForbidden(query.error)) return <ErrorPage kind="forbidden" />;
  if (query.data !== undefined) return <>{props.children(query.data)}</>;
  return (
    <Center h={240}>
      {query.isError ? (
        <Alert color="red" role="alert">
          <Group gap="sm">
            <Text size="sm">{t('common.table.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Loader role="status" aria-label={t('common.table.loading')} />
      )}
    </Center>
  );
}

/** The route's `:id` parameter as a positive integer, or undefined (not a valid id). */
export function idParam(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
