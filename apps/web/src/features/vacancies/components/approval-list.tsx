import '../texts';
import { Badge, Card, Group, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { VacancyFromKey } from '@rp/contract/entities';
import { IconCircleCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Who approved (or declined) and when; the approver's own row says so. */
export function ApprovalList({ vacancy }: { vacancy: VacancyFromKey }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('vacancies.approve.approvals')}
    >
      <Title order={3} fz="md" mb="md">
        {t('vacancies.approve.approvals')}
      </Title>
      <Timeline bulletSize={24} lineWidth={2} active={-1}>
        {vacancy.approvals.map((row, index) => {
          const state = row.approve_at
            ? {
                color: 'green',
                icon: <IconCircleCheck size={14} />,
                text: t('vacancies.approvals.approved_on', { date: formatDateTime(row.approve_at) }),
              }
            : row.declined_at
              ? {
                  color: 'red',
                  icon: <IconX size={14} />,
                  text: t('vacancies.approvals.declined_on', { date: formatDateTime(row.declined_at) }),
                }
              : { color: 'gray', icon: <IconClock size={14} />, text: t('vacancies.approvals.pending') };
          return (
            <Timeline.Item
              // approvers have no id here (no internal ids leave the public call)
              // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is the approvers' order
              key={index}
              color={state.color}
              bullet={state.icon}
              title={
                <Group gap={6}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.full_name}
                  </Text>
                  {row.is_yours && (
                    <Badge size="xs" variant="light">
                      {t('vacancies.approve.you')}
                    </Badge>
                  )}
                </Group>
              }
              data-testid="public-approval"
            >
              {row.title && (
                <Text size="xs" c="dimmed">
                  {row.title}
                </Text>
              )}
              <Text size="sm" c={state.color === 'gray' ? 'dimmed' : state.color}>
                {state.text}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
