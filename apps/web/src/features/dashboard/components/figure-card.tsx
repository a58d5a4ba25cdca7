import '../texts';
import { Alert, Anchor, Button, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartProps } from './board-chart';

const BoardChart = lazy(() => import('./board-chart'));

/** A chart loaded on demand (the charts library is its own chunk), a skeleton meanwhile. */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton h={260} radius="md" />}>
      <BoardChart {...props} />
    </Suspense>
  );
}

/** A number of a board: a link to the list it counts when there is one, else plain. */
export function FigureLink(props: { value: ReactNode; href?: string | null; label: string }) {
  const { t } = useTranslation();
  if (!props.href) return <span>{props.value}</span>;
  return (
    <Anchor
      component={Link}
      to={props.href}
      fw={600}
      title={t('dashboard.open_list', { label: props.label })}
      aria-label={`${props.label}: ${props.value}`}
    >
      {props.value}
    </Anchor>
  );
}

/**
 * One figure of a board: its title, then a skeleton while it loads, an error with a retry, the
 * empty state, or the chart and the table (scrolling inside the card on a phone).
 */
export function FigureCard(props: {
  title: string;
  hint?: ReactNode;
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  chart?: ReactNode;
  table?: ReactNode;
  /** Below the table, outside its scrolling (a table's pages). */
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const body = () => {
    if (props.isLoading)
      return (
        <Stack gap="xs" data-testid="figure-loading">
          <Skeleton h={24} />
          <Skeleton h={24} />
          <Skeleton h={24} />
        </Stack>
      );
    if (props.isError)
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('dashboard.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
              {t('common.actions.retry')}
            </Button>
          </Group>
        </Alert>
      );
    if (props.isEmpty)
      return (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t('dashboard.empty')}
        </Text>
      );
    return (
      <Stack gap="md">
        {props.children}
        {props.chart}
        {props.table && (
          // a table wider than the card scrolls inside it; the keyboard scrolls it too (WCAG 2.1.1)
          <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
            {props.table}
          </ScrollArea>
        )}
        {props.footer}
      </Stack>
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg">
            {props.title}
          </Title>
          {props.hint && (
            <Text size="sm" c="dimmed">
              {props.hint}
            </Text>
          )}
        </div>
        {body()}
      </Stack>
    </Card>
  );
}
