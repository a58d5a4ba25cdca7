import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Page frame: heading, optional description and actions, then the content. */
export function Page(props: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {/* a long title wraps (long words too) instead of widening the page */}
        <div style={{ minWidth: 0, maxWidth: '100%' }}>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Title>
          {props.description && (
            <Text c="dimmed" size="sm">
              {props.description}
            </Text>
          )}
        </div>
        {props.actions}
      </Group>
      {props.children}
    </Stack>
  );
}
