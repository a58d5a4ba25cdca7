import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type Requirement, requirementUpdateSchema } from '@rp/contract/entities';
import { isOpenRequirement } from '@rp/contract/rules/follow-up';
import { statusCounterLabelKey } from '@rp/contract/status-labels';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedText } from '../../../components/data-table/clamped-text';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, asSchemaInput, useZodForm } from '../../../components/form/use-zod-form';
import { categoryLabel } from '../../../lib/labels';
import {
  positionName,
  usePositions,
  useRequirementCategories,
  useShiftNames,
} from '../api/get-requirement-references';
import { useUpdateRequirementItems } from '../api/update-requirement-items';
import {
  canEditItems,
  type ItemRow,
  itemsPayload,
  itemTotals,
  pendingOf,
  toItemRows,
} from './requirement-items';
import { RequirementPositionsEditor } from './requirement-positions-editor';
import { PastDueBadge } from './requirement-status-badge';

function PositionsEditForm(props: { requirement: Requirement; onDone: () => void }) {
  const { t } = useTranslation();
  const { requirement } = props;
  const update = useUpdateRequirementItems();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<{ items: ItemRow[] }>(requirementUpdateSchema, {
    items: toItemRows(requirement.items ?? []),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      // a refused quantity goes as typed, for the contract schema to report on its row
      const body = asSchemaInput(requirementUpdateSchema, { items: itemsPayload(values.items) });
      await update.mutateAsync({ id: requirement.id, body });
      showSaved(t, t('requirements.notify.positions_saved'));
      props.onDone();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('requirements.notify.error_saving'));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        <RequirementPositionsEditor
          rows={form.values.items}
          onChange={(rows) => form.setFieldValue('items', rows)}
          company={requirement.company}
          defaultCategory={requirement.category}
          errors={form.errors}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('requirements.items.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The requirement's positions with their counters; "Edit positions" while it is open. */
export function RequirementPositions({ requirement }: { requirement: Requirement }) {
  const { t, i18n } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const positions = usePositions();
  const shifts = useShiftNames();
  const categories = useRequirementCategories();
  const items = requirement.items ?? [];
  // a closed or cancelled requirement waits for nobody: nothing is pending (docs/domain.md#counters-and-formulas)
  const isOpen = isOpenRequirement(requirement.status);
  const pendingShown = (item: (typeof items)[number]) => (isOpen ? pendingOf(item) : 0);
  const totals = itemTotals(items);
  const nameOf = (id: number) => {
    const position = positions.find((row) => row.id === id);
    return position ? positionName(position, i18n.language) : `#${id}`;
  };
  const categoryOf = (id: number) => {
    const category = categories.find((row) => row.id === id);
    return category ? categoryLabel(t, category) : `#${id}`;
  };
  const isEditable = canEditItems(requirement.status);

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="md">
          {t('requirements.items.title')}
        </Title>
        {isEditable && !isEditing && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('requirements.items.edit')}
          </Button>
        )}
      </Group>
      {isEditing ? (
        <PositionsEditForm requirement={requirement} onDone={() => setEditing(false)} />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('common.table.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          {/* a position's details run under its row, across the table: a details column made the
              table wider than a 1440 px screen (docs/decisions.md, "Lists that fit") */}
          <Table
            withTableBorder
            verticalSpacing="xs"
            horizontalSpacing={6}
            aria-label={t('requirements.items.title')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th fz="xs">{t('requirements.items.position')}</Table.Th>
                <Table.Th fz="xs">{t('requirements.items.gender')}</Table.Th>
                <Table.Th fz="xs">{t('requirements.items.shift_type')}</Table.Th>
                <Table.Th fz="xs">{t('requirements.items.category')}</Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t('requirements.items.quantity')}
                </Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t(statusCounterLabelKey('accepted'))}
                </Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t(statusCounterLabelKey('hired'))}
                </Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t(statusCounterLabelKey('rejected'))}
                </Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t(statusCounterLabelKey('not_attend'))}
                </Table.Th>
                <Table.Th ta="right" fz="xs">
                  {t('requirements.items.pending')}
                </Table.Th>
                <Table.Th fz="xs">{t('requirements.fields.past_due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => [
                <Table.Tr key={item.id} style={item.details ? { borderBottom: 0 } : undefined}>
                  <Table.Td>{nameOf(item.position)}</Table.Td>
                  <Table.Td>{t(`common.enums.gender.${item.gender}`)}</Table.Td>
                  <Table.Td>{shifts.get(item.shift_type) ?? `#${item.shift_type}`}</Table.Td>
                  <Table.Td>{categoryOf(item.category)}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{item.accepted}</Table.Td>
                  <Table.Td ta="right">{item.hired}</Table.Td>
                  <Table.Td ta="right">{item.rejected}</Table.Td>
                  <Table.Td ta="right">{item.not_attend}</Table.Td>
                  <Table.Td ta="right">{pendingShown(item)}</Table.Td>
                  <Table.Td>
                    <PastDueBadge isPastDue={item.is_past_due} />
                  </Table.Td>
                </Table.Tr>,
                item.details ? (
                  <Table.Tr key={`${item.id}-details`}>
                    <Table.Td colSpan={11} pt={0}>
                      <Text size="xs" c="dimmed" span>
                        {`${t('requirements.items.details')}: `}
                      </Text>
                      <ClampedText text={item.details} size="xs" />
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              ])}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('requirements.items.totals')}</Table.Th>
                <Table.Th ta="right">{totals.quantity}</Table.Th>
                <Table.Th ta="right">{totals.accepted}</Table.Th>
                <Table.Th ta="right">{totals.hired}</Table.Th>
                <Table.Th ta="right">{totals.rejected}</Table.Th>
                <Table.Th ta="right">{totals.not_attend}</Table.Th>
                <Table.Th ta="right">{isOpen ? totals.pending : 0}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
