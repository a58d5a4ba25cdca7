import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Requirement, RequirementItem } from '@rp/contract/entities';
import { mayCall, takesCandidates } from '@rp/contract/rules/follow-up';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { usePositionNames, useRequirementItems } from '../api/get-requirement-items';
import { AssignCandidateModal } from './assign-candidate-modal';
import type { AssignmentNotes } from './assignment-notes-modal';
import { FollowUpTable } from './follow-up-table';

/**
 * The Applications tab of a requirement: its positions, each with "Add candidate", and the table of
 * its assignments (requeriment-candidates of this requirement) with every follow-up action.
 */
export function RequirementApplications(props: {
  requirement: Requirement;
  /** Comments and documents of each assignment (a row action), composed by the page. */
  notes?: AssignmentNotes;
}) {
  const { t } = useTranslation();
  const { requirement } = props;
  const fetched = useRequirementItems(requirement.id);
  // the fetched items carry fresh counters after each action; the requirement's own are the fallback
  const items: RequirementItem[] = fetched.data ?? requirement.items ?? [];
  const positions = usePositionNames();
  const [adding, setAdding] = useState<{ id: number; label: string } | null>(null);
  const isOpen = takesCandidates(requirement.status);
  const { user } = useAuth();
  const canAdd = isOpen && mayCall(user, 'assign_candidate');
  const positionOf = (item: RequirementItem) => positions.get(item.position) ?? `#${item.position}`;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={3} fz="md" mb="sm">
          {t('followup.applications.positions')}
        </Title>
        {!isOpen && (
          <Alert color="gray" mb="sm">
            {t('followup.applications.closed')}
          </Alert>
        )}
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('followup.applications.no_items')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder aria-label={t('followup.applications.positions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('followup.list.position')}</Table.Th>
                  <Table.Th ta="right">{t('followup.applications.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('common.enums.follow_up_status.Accepted')}</Table.Th>
                  <Table.Th ta="right">{t('common.enums.follow_up_status.Hired')}</Table.Th>
                  <Table.Th ta="right">{t('common.enums.follow_up_status.Rejected')}</Table.Th>
                  <Table.Th ta="right">{t('common.enums.follow_up_status.NotAttend')}</Table.Th>
                  <Table.Th ta="right">{t('followup.applications.candidates')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const label = positionOf(item);
                  const isCovered = item.accepted >= item.quantity;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Text size="sm" fw={500}>
                            {label}
                          </Text>
                          <Badge variant="light" color="gray" size="sm">
                            {t(`common.enums.gender.${item.gender}`)}
                          </Badge>
                          {item.is_past_due && (
                            <Badge color="red" size="sm">
                              {t('followup.applications.past_due')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">{item.accepted}</Table.Td>
                      <Table.Td ta="right">{item.hired}</Table.Td>
                      <Table.Td ta="right">{item.rejected}</Table.Td>
                      <Table.Td ta="right">{item.not_attend}</Table.Td>
                      <Table.Td ta="right">{item.candidates}</Table.Td>
                      <Table.Td ta="right">
                        {canAdd && (
                          <Button
                            size="xs"
                            variant={isCovered ? 'default' : 'light'}
                            leftSection={<IconUserPlus size={14} />}
                            aria-label={t('followup.assign.title_to', { position: label })}
                            onClick={() => setAdding({ id: item.id, label })}
                          >
                            {t('followup.actions.add_candidate')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Title order={3} fz="md">
        {t('followup.applications.title')}
      </Title>
      <FollowUpTable inRequirement notes={props.notes} filters={{ requeriment_id: requirement.id }} />
      <AssignCandidateModal
        opened={adding !== null}
        item={adding ?? undefined}
        onClose={() => setAdding(null)}
      />
    </Stack>
  );
}
