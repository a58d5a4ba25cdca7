import '../texts';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconFilePlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../../components/vacancy/vacancy-labels';
import { useVacancyDashboard } from '../api/get-vacancy-dashboard';
import { statusColors } from './vacancy-status-badge';

const icons: Record<VacancyStatus, ReactNode> = {
  New: <IconFilePlus size={22} />,
  Pending: <IconClockHour4 size={22} />,
  Complete: <IconCircleCheck size={22} />,
  Cancel: <IconCircleX size={22} />,
};

/**
 * Vacancies of a type per status (get_dashboard/), one box per status the list offers; a box
 * filters the list by its status (pressed while it does).
 */
export function VacancyStatusBoxes(props: {
  type: VacancyType;
  statuses: readonly VacancyStatus[];
  selected: VacancyStatus | null;
  onSelect: (status: VacancyStatus | null) => void;
}) {
  const { t } = useTranslation();
  const query = useVacancyDashboard(props.type);
  return (
    <SimpleGrid
      role="group"
      cols={{ base: 2, md: props.statuses.length }}
      spacing="sm"
      aria-label={t('vacancies.boxes.label')}
    >
      {props.statuses.map((status) => {
        const label = statusLabel(t, status);
        const color = statusColors[status];
        const isSelected = props.selected === status;
        return (
          <UnstyledButton
            key={status}
            aria-pressed={isSelected}
            title={t('vacancies.boxes.show', { status: label })}
            onClick={() => props.onSelect(isSelected ? null : status)}
          >
            <Card
              withBorder
              radius="md"
              padding="sm"
              style={{
                borderLeft: `4px solid var(--mantine-color-${color}-6)`,
                outline: isSelected ? `2px solid var(--mantine-color-${color}-6)` : undefined,
              }}
              bg={`var(--mantine-color-${color}-light)`}
            >
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" c="dimmed" fw={500}>
                    {label}
                  </Text>
                  {query.isLoading ? (
                    <Skeleton h={28} w={48} mt={4} />
                  ) : (
                    <Text fz={24} fw={700} data-testid={`vacancy-count-${status}`}>
                      {query.data?.[status] ?? 0}
                    </Text>
                  )}
                </div>
                <ThemeIcon color={color} variant="light" size={40} radius="md" visibleFrom="xs">
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
