import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type {
  ResourceContract,
  ResourceCreate,
  ResourceListParams,
  ResourceRow,
  ResourceUpdate,
} from '@rp/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveResource } from '../../lib/resource-hooks';
import { ResourceTable, type TableColumn } from '../data-table/data-table';
import { FormErrors } from '../feedback/form-errors';
import { showApiError, showSaved } from '../feedback/notify';
import { FormModal } from '../form/form-modal';
import { applyServerErrors, emptyToNull, useZodForm } from '../form/use-zod-form';
import { useConfirmedDelete } from './use-confirmed-delete';

type Values = Record<string, unknown>;

/**
 * List + create/edit modal + delete with confirmation for one resource: the web side of the
 * generic resource mechanism. Pages declare columns, the contract schemas and the form fields.
 */
export function ResourceCrudPage<
  R extends ResourceContract,
  V extends Values,
  T extends ResourceRow<R> & { id: number } = ResourceRow<R> & { id: number },
>(props: {
  resource: R;
  columns: TableColumn<T>[];
  createSchema: z.ZodType;
  updateSchema?: z.ZodType;
  emptyValues: V;
  toFormValues: (row: T) => V;
  renderFields: (form: UseFormReturnType<V>, editing: T | null) => ReactNode;
  /** Shapes the body before sending (e.g. drop confirm fields). */
  toBody?: (values: V, editing: T | null) => ResourceCreate<R> | ResourceUpdate<R>;
  filters?: Omit<ResourceListParams<R>, 'page' | 'page_size' | 'search' | 'ordering'>;
  toolbar?: ReactNode;
  defaultOrdering?: string;
  entityLabel: string;
  canDelete?: (row: T) => boolean;
  extraRowActions?: (row: T) => ReactNode;
  modalSize?: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveResource(props.resource);
  const handleDelete = useConfirmedDelete(props.resource);
  const form = useZodForm<V>(
    editing ? (props.updateSchema ?? props.createSchema) : props.createSchema,
    props.emptyValues,
  );

  const open = (row: T | null) => {
    setEditing(row);
    setFormError([]);
    form.setInitialValues(row ? props.toFormValues(row) : props.emptyValues);
    form.setValues(row ? props.toFormValues(row) : props.emptyValues);
    form.resetDirty();
    form.clearErrors();
    setOpen(true);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    // the form's schema is the resource's create/update schema: its values are that input
    const body = (props.toBody ? props.toBody(values, editing) : emptyToNull(values)) as ResourceCreate<R> &
      ResourceUpdate<R>;
    try {
      await save.mutateAsync(editing ? { id: editing.id, body } : { body });
      showSaved(t);
      setOpen(false);
    } catch (error) {
      const rest = applyServerErrors(form, error);
      setFormError(rest);
      if (rest.length === 0) showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  const actionsColumn: TableColumn<T> = {
    accessor: 'actions',
    priority: 'key',
    title: t('common.table.actions'),
    textAlign: 'right',
    width: 110,
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {props.extraRowActions?.(row)}
        <Tooltip label={t('common.actions.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('common.actions.edit')} ${row.id}`}
            onClick={() => open(row)}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
        {(props.canDelete?.(row) ?? true) && (
          <Tooltip label={t('common.actions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('common.actions.delete')} ${row.id}`}
              onClick={() => handleDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    ),
  };

  return (
    <>
      <ResourceTable
        resource={props.resource}
        columns={[...props.columns, actionsColumn]}
        filters={props.filters}
        toolbar={props.toolbar}
        defaultOrdering={props.defaultOrdering}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
            {t('common.actions.new')}
          </Button>
        }
      />
      <FormModal
        form={form}
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={`${editing ? t('common.actions.edit') : t('common.actions.new')}: ${props.entityLabel}`}
        size={props.modalSize ?? 'lg'}
      >
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <FormErrors lines={formError} />
            {props.renderFields(form, editing)}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('common.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
}
