import '../texts';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import {
  IconCircleCheck,
  IconProgress,
  IconUserCancel,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The colour of each status box (docs/domain.md#dashboards: pending, accepted, rejected, hired, did not attend). */
export const statusBoxColors: Record<FollowUpStatus, string> = {
  Pending: 'yellow',
  Accepted: 'blue',
  Rejected: 'red',
  Hired: 'green',
  NotAttend: 'gray',
};

const icons: Record<FollowUpStatus, ReactNode> = {
  Pending: <IconProgress size={22} />,
  Accepted: <IconUserCheck size={22} />,
  Rejected: <IconUserCancel size={22} />,
  Hired: <IconCircleCheck size={22} />,
  NotAttend: <IconUserOff size={22} />,
};

/**
 * Candidates per follow-up status as coloured boxes; with `hrefOf` each box links to the list it
 * counts (same filters).
 */
export function StatusBoxes(props: {
  counts: Record<FollowUpStatus, number> | undefined;
  isLoading: boolean;
  label: string;
  hrefOf?: (status: FollowUpStatus) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" role="group" aria-label={props.label}>
      {followUpStatuses.map((status) => {
        const label = t(`common.enums.follow_up_status.${status}`);
        const color = statusBoxColors[status];
        const href = props.hrefOf?.(status) ?? null;
        const box = (
          <Card
            withBorder
            radius="md"
            padding="sm"
            data-testid={`status-box-${status}`}
            data-color={color}
            style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
            bg={`var(--mantine-color-${color}-light)`}
          >
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
                {props.isLoading ? (
                  <Skeleton h={28} w={56} mt={4} />
                ) : (
                  <Text fz={26} fw={700} data-testid={`status-count-${status}`}>
                    {props.counts?.[status] ?? 0}
                  </Text>
                )}
              </div>
              <ThemeIcon color={color} variant="light" size={44} radius="md">
                {icons[status]}
              </ThemeIcon>
            </Group>
          </Card>
        );
        return (
          <div key={status}>
            {href ? (
              <UnstyledButton
                component={Link}
                to={href}
                display="block"
                title={t('dashboard.open_list', { label })}
              >
                {box}
              </UnstyledButton>
            ) : (
              box
            )}
          </div>
        );
      })}
    </SimpleGrid>
  );
}
