import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One value of the vacancy's request on the approval page, under its label ('—' when empty). */
export function ApprovalRequestField(props: { label: string; children: ReactNode; wide?: boolean }) {
  const value = props.children;
  return (
    <div style={props.wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}
