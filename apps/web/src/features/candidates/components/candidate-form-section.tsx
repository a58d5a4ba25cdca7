import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of the full candidate form (identity, contact, profile). */
export function CandidateFormSection(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {props.title}
      </Title>
      <Stack gap="sm">{props.children}</Stack>
    </Card>
  );
}
