import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { genders } from '@rp/contract/enums';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect } from '../../../components/form/resource-select';
import { categoryLabel } from '../../../lib/labels';
import { positionName, usePositions, useRequirementCategories } from '../api/get-requirement-references';
import { canRemoveRow, emptyItemRow, type Gender, type ItemRow, minQuantityOf } from './requirement-items';

const isGender = (value: string | null): value is Gender =>
  value !== null && (genders as readonly string[]).includes(value);

/**
 * The positions of a requirement edited inline: position (shared or of the company), gender, shift
 * (catalog 3), category (DIRECT/INDIRECT), quantity and details; rows are added and removed here.
 * `errors` are the form's, keyed `items.N.field`.
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
  const categories = useRequirementCategories();
  const positions = usePositions();
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
  const label = (
    field: 'position' | 'gender' | 'shift_type' | 'category' | 'quantity' | 'details',
    n: number,
  ) => t('requirements.items.row_field', { field: t(`requirements.items.${field}`), n });
  const errorOf = (index: number, field: string) => errors[`items.${index}.${field}`];

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
            const n = index + 1;
            const isRemovable = canRemoveRow(row, rows.length);
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
            return (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text size="sm">{n}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={label('position', n)}
                    placeholder={t('requirements.items.position')}
                    searchable
                    data={options}
                    value={row.position === null ? null : String(row.position)}
                    onChange={(value) => update(index, { position: value ? Number(value) : null })}
                    error={errorOf(index, 'position')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={label('gender', n)}
                    allowDeselect={false}
                    data={genderOptions}
                    value={row.gender}
                    onChange={(value) => isGender(value) && update(index, { gender: value })}
                    error={errorOf(index, 'gender')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <CatalogSelect
                    clasId={3}
                    aria-label={label('shift_type', n)}
                    placeholder={t('requirements.items.shift_type')}
                    value={row.shift_type}
                    onChange={(value) => update(index, { shift_type: value })}
                    error={errorOf(index, 'shift_type')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={label('category', n)}
                    placeholder={t('requirements.items.category')}
                    data={categoryOptions}
                    value={row.category === null ? null : String(row.category)}
                    onChange={(value) => update(index, { category: value ? Number(value) : null })}
                    error={errorOf(index, 'category')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={label('quantity', n)}
                    min={minQuantityOf(row)}
                    max={9999}
                    allowDecimal={false}
                    value={row.quantity}
                    onChange={(value) => update(index, { quantity: typeof value === 'number' ? value : 0 })}
                    error={errorOf(index, 'quantity')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={label('details', n)}
                    maxLength={5000}
                    value={row.details}
                    onChange={(event) => update(index, { details: event.currentTarget.value })}
                    error={errorOf(index, 'details')}
                    disabled={props.disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip
                    label={
                      row.candidates > 0
                        ? t('requirements.items.has_candidates')
                        : t('requirements.items.remove')
                    }
                  >
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('requirements.items.remove_row', { n })}
                      disabled={props.disabled || !isRemovable}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
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
    </Table.ScrollContainer>
  );
}
