import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { paths } from '@rp/contract';
import { genders, isOneOf } from '@rp/contract/enums';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerField } from '../../../components/form/decimal-field';
import { EmptyPickListHint } from '../../../components/form/empty-pick-list-hint';
import { CatalogSelect } from '../../../components/form/resource-select';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { categoryLabel } from '../../../lib/labels';
import {
  positionName,
  useActiveShiftTypes,
  usePositions,
  usePositionsQuery,
  useRequirementCategories,
} from '../api/get-requirement-references';
import { canRemoveRow, emptyItemRow, type ItemRow } from './requirement-items';

type Field = 'position' | 'gender' | 'shift_type' | 'category' | 'quantity' | 'details';

/**
 * The positions of a requirement edited inline: position (shared or of the company), gender, shift
 * (catalog 3), category (DIRECT/INDIRECT), quantity and details; rows are added and removed here.
 * `errors` are the form's, keyed `items.N.field`. On a phone each position is a card of labelled
 * inputs instead of a table row.
 */
export function RequirementPositionsEditor(props: {
  rows: ItemRow[];
  onChange: (rows: ItemRow[]) => void;
  company: number | null;
  defaultCategory: number | null;
  errors: Record<string, ReactNode>;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const categories = useRequirementCategories();
  const positions = usePositions();
  const positionsQuery = usePositionsQuery();
  const shiftTypes = useActiveShiftTypes();
  const { rows, onChange, errors } = props;
  const positionOptions = positions
    .filter(
      (position) => position.status && (position.company === null || position.company === props.company),
    )
    .map((position) => ({ value: String(position.id), label: positionName(position, i18n.language) }));
  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: categoryLabel(t, category),
  }));
  const genderOptions = genders.map((gender) => ({
    value: gender,
    label: t(`common.enums.gender.${gender}`),
  }));

  const update = (index: number, patch: Partial<ItemRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const label = (field: Field, n: number) =>
    t('requirements.items.row_field', { field: t(`requirements.items.${field}`), n });
  const errorOf = (index: number, field: string) => errors[`items.${index}.${field}`];

  /** A row's inputs; on a phone each with its visible label (the row is a card there, not a table row). */
  const fieldsOf = (row: ItemRow, index: number) => {
    const n = index + 1;
    const visible = (field: Field) => (isPhone ? t(`requirements.items.${field}`) : undefined);
    // a saved position may be inactive or of another scope: keep it selectable by name
    const options =
      row.position !== null && !positionOptions.some((o) => o.value === String(row.position))
        ? [
            ...positionOptions,
            {
              value: String(row.position),
              label: (() => {
                const saved = positions.find((p) => p.id === row.position);
                return saved ? positionName(saved, i18n.language) : `#${row.position}`;
              })(),
            },
          ]
        : positionOptions;
    return {
      position: (
        <Select
          aria-label={label('position', n)}
          label={visible('position')}
          withAsterisk={isPhone}
          placeholder={t('requirements.items.position')}
          searchable
          data={options}
          value={row.position === null ? null : String(row.position)}
          onChange={(value) => update(index, { position: value ? Number(value) : null })}
          error={errorOf(index, 'position')}
          disabled={props.disabled}
        />
      ),
      gender: (
        <Select
          aria-label={label('gender', n)}
          label={visible('gender')}
          allowDeselect={false}
          data={genderOptions}
          value={row.gender}
          onChange={(value) => isOneOf(genders, value) && update(index, { gender: value })}
          error={errorOf(index, 'gender')}
          disabled={props.disabled}
        />
      ),
      shift_type: (
        <CatalogSelect
          clasId={3}
          aria-label={label('shift_type', n)}
          label={visible('shift_type')}
          withAsterisk={isPhone}
          placeholder={t('requirements.items.shift_type')}
          value={row.shift_type}
          onChange={(value) => update(index, { shift_type: value })}
          error={errorOf(index, 'shift_type')}
          disabled={props.disabled}
        />
      ),
      category: (
        <Select
          aria-label={label('category', n)}
          label={visible('category')}
          withAsterisk={isPhone}
          placeholder={t('requirements.items.category')}
          data={categoryOptions}
          value={row.category === null ? null : String(row.category)}
          onChange={(value) => update(index, { category: value ? Number(value) : null })}
          error={errorOf(index, 'category')}
          disabled={props.disabled}
        />
      ),
      quantity: (
        <IntegerField
          aria-label={label('quantity', n)}
          label={visible('quantity')}
          withAsterisk={isPhone}
          value={row.quantity}
          onChange={(value) => update(index, { quantity: value })}
          error={errorOf(index, 'quantity')}
          disabled={props.disabled}
        />
      ),
      details: (
        <TextInput
          aria-label={label('details', n)}
          label={visible('details')}
          maxLength={5000}
          value={row.details}
          onChange={(event) => update(index, { details: event.currentTarget.value })}
          error={errorOf(index, 'details')}
          disabled={props.disabled}
        />
      ),
      remove: (
        <Tooltip
          label={row.candidates > 0 ? t('requirements.items.has_candidates') : t('requirements.items.remove')}
        >
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('requirements.items.remove_row', { n })}
            disabled={props.disabled || !canRemoveRow(row, rows.length)}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    };
  };

  // an empty pick list says why and where it is filled (docs/decisions.md, "Empty pick lists say why")
  const noPositions = props.company !== null && positionsQuery.isSuccess && positionOptions.length === 0;
  const noShifts = shiftTypes.isSuccess && shiftTypes.data.length === 0;
  const hints = (noPositions || noShifts) && (
    <Stack gap={2} mt="xs">
      {noPositions && (
        <EmptyPickListHint
          message={t('common.pick_list.no_positions')}
          page={paths['settings-positions']}
          linkLabel={t('common.pick_list.add_positions')}
        />
      )}
      {noShifts && (
        <EmptyPickListHint
          message={t('common.pick_list.no_shifts')}
          page={paths['settings-catalogs']}
          linkLabel={t('common.pick_list.add_shifts')}
        />
      )}
    </Stack>
  );

  const footer = (
    <Group justify="space-between" mt="xs">
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => onChange([...rows, emptyItemRow(props.defaultCategory)])}
        disabled={props.disabled}
      >
        {t('requirements.items.add')}
      </Button>
      {errors.items && (
        <Text c="red" size="sm" role="alert">
          {errors.items}
        </Text>
      )}
    </Group>
  );

  if (isPhone)
    return (
      <Stack gap="sm" role="group" aria-label={t('requirements.items.title')}>
        {rows.map((row, index) => {
          const fields = fieldsOf(row, index);
          return (
            <Paper key={row.key} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('requirements.items.row_title', { n: index + 1 })}
                  </Text>
                  {fields.remove}
                </Group>
                {fields.position}
                <SimpleGrid cols={2} spacing="xs">
                  {fields.gender}
                  {fields.quantity}
                </SimpleGrid>
                {fields.shift_type}
                {fields.category}
                {fields.details}
              </Stack>
            </Paper>
          );
        })}
        {hints}
        {footer}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder verticalSpacing="xs" aria-label={t('requirements.items.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('requirements.items.position')} *</Table.Th>
            <Table.Th w={150}>{t('requirements.items.gender')}</Table.Th>
            <Table.Th>{t('requirements.items.shift_type')} *</Table.Th>
            <Table.Th w={140}>{t('requirements.items.category')} *</Table.Th>
            <Table.Th w={110}>{t('requirements.items.quantity')} *</Table.Th>
            <Table.Th>{t('requirements.items.details')}</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const fields = fieldsOf(row, index);
            return (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text size="sm">{index + 1}</Text>
                </Table.Td>
                <Table.Td>{fields.position}</Table.Td>
                <Table.Td>{fields.gender}</Table.Td>
                <Table.Td>{fields.shift_type}</Table.Td>
                <Table.Td>{fields.category}</Table.Td>
                <Table.Td>{fields.quantity}</Table.Td>
                <Table.Td>{fields.details}</Table.Td>
                <Table.Td>{fields.remove}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {hints}
      {footer}
    </Table.ScrollContainer>
  );
}
