import '../texts';
import { Card, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../../../components/follow-up/follow-up-colors';
import { useCandidateSummary } from '../api/get-candidate-summary';

/**
 * The vacancy's candidates per follow-up status (get_summary_status, drafts left out); a box filters
 * the list by its status (pressed while it does). Two boxes a row on a phone, five from `md`.
 */
export function CandidateStatusBoxes(props: {
  vacancy: number;
  selected: FollowUpStatus | null;
  onSelect: (status: FollowUpStatus | null) => void;
}) {
  const { t } = useTranslation();
  const query = useCandidateSummary(props.vacancy);
  return (
    <SimpleGrid
      role="group"
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      aria-label={t('vacancies.candidates.link')}
    >
      {followUpStatuses.map((status) => {
        const color = statusColors[status];
        const isSelected = props.selected === status;
        return (
          <UnstyledButton
            key={status}
            aria-pressed={isSelected}
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
              <Text size="sm" c="dimmed" fw={500}>
                {t(`common.enums.follow_up_status.${status}`)}
              </Text>
              {query.isLoading ? (
                <Skeleton h={28} w={48} mt={4} />
              ) : (
                <Text fz={24} fw={700} data-testid={`candidate-count-${status}`}>
                  {query.data?.[status] ?? 0}
                </Text>
              )}
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
