import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { paths } from '@rp/contract/routes';
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
import { statusColors } from '../../../components/follow-up/follow-up-colors';
import { toQuery } from '../../../lib/api-client';
import { useSummaryStatus } from '../api/get-summary-status';
import { type FollowUpFilterValues, filtersToSearch, summaryFilters } from './follow-up-format';
import { pageOfStatus, pageRoutes } from './follow-up-pages';

const icons: Record<FollowUpStatus, ReactNode> = {
  Pending: <IconProgress size={22} />,
  Accepted: <IconUserCheck size={22} />,
  Rejected: <IconUserCancel size={22} />,
  Hired: <IconCircleCheck size={22} />,
  NotAttend: <IconUserOff size={22} />,
};

/** Assignments per follow-up status (get_summary_status), each box a link to its list with the same filters. */
export function StatusBoxes({ filters }: { filters: FollowUpFilterValues }) {
  const { t } = useTranslation();
  const query = useSummaryStatus(summaryFilters(filters));
  const search = toQuery(filtersToSearch(filters));

  return (
    <SimpleGrid component="nav" cols={{ base: 2, xs: 3, md: 5 }} aria-label={t('followup.boxes.label')}>
      {followUpStatuses.map((status) => {
        const label = t(`common.enums.follow_up_status.${status}`);
        const color = statusColors[status];
        return (
          <UnstyledButton
            key={status}
            component={Link}
            to={`${paths[pageRoutes[pageOfStatus(status)]].href()}${search}`}
            title={t('followup.boxes.open_list', { status: label })}
          >
            <Card
              withBorder
              radius="md"
              padding="md"
              style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
              bg={`var(--mantine-color-${color}-light)`}
            >
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" c="dimmed" fw={500}>
                    {label}
                  </Text>
                  {query.isLoading ? (
                    <Skeleton h={32} w={60} mt={4} />
                  ) : (
                    <Text fz={28} fw={700} data-testid={`status-count-${status}`}>
                      {query.data?.[status] ?? 0}
                    </Text>
                  )}
                </div>
                <ThemeIcon color={color} variant="light" size={44} radius="md">
                  {icons[status]}
                </ThemeIcon>
              </Group>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
