import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { formatPercent } from '@rp/contract';
import type { Company } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconArrowDown, IconArrowUp, IconMapPin, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../../components/crud/use-confirmed-delete';
import { ResourceTable } from '../../../components/data-table/data-table';
import { EditDeleteActions, RowAction, rowActionsColumn } from '../../../components/data-table/row-actions';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { ResourceSelect } from '../../../components/form/resource-select';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { session } from '../../../lib/session';
import { useReorderCompany } from '../api/reorder-company';
import { CompanyEditor } from './company-editor';
import { CompanyLinksPopover } from './company-links';
import { companyName } from './company-select';
import { CompanySitesDrawer } from './company-sites';

type StatusFilter = 'all' | 'true' | 'false';
type EditorState = { key: number; company: Company | null };

/** Client companies by priority, with their sites, links, profile and rotation (the companies page). */
export function CompanyList() {
  const { t, i18n } = useTranslation();
  const [region, setRegion] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [sitesOf, setSitesOf] = useState<Company | null>(null);
  const regions = useResourceOptions(resources.regions, { ordering: 'name' });
  const regionName = useMemo(
    () => new Map((regions.data ?? []).map((row) => [row.id, row.name])),
    [regions.data],
  );
  const filters = { region: region ?? undefined, status: status === 'all' ? undefined : status };
  // the whole list in priority order (same filters), for moving a company up or down
  const sessionRegion = session.region === 'all' ? undefined : session.region;
  const ordered = useResourceOptions(resources.companies, {
    ordering: 'priority_order,name_es',
    ...filters,
    region: region ?? (sessionRegion ? Number(sessionRegion) : undefined),
  });
  const orderedRows = ordered.data ?? [];
  const reorder = useReorderCompany();
  const handleDelete = useConfirmedDelete(resources.companies);
  const nameOf = (row: Company) => companyName(row, i18n.language);

  const openEditor = (company: Company | null) => setEditor({ key: Date.now(), company });

  const handleMove = async (row: Company, direction: 'up' | 'down') => {
    try {
      await reorder.mutateAsync({ ordered: orderedRows, id: row.id, direction });
      showSaved(t, t('clients.companies.reordered'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <>
      <ResourceTable
        resource={resources.companies}
        rowName={nameOf}
        defaultOrdering="priority_order"
        filters={filters}
        onClearFilters={
          region === null && status === 'all'
            ? undefined
            : () => {
                setRegion(null);
                setStatus('all');
              }
        }
        toolbar={
          <>
            <ResourceSelect
              resource={resources.regions}
              params={{ ordering: 'name' }}
              aria-label={t('clients.companies.filter_region')}
              placeholder={t('clients.companies.region')}
              w={200}
              value={region}
              onChange={setRegion}
            />
            <Select
              aria-label={t('clients.companies.filter_status')}
              w={150}
              allowDeselect={false}
              value={status}
              onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
              data={[
                { value: 'all', label: t('common.fields.all') },
                { value: 'true', label: t('common.fields.active') },
                { value: 'false', label: t('common.fields.inactive') },
              ]}
            />
          </>
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
            {t('clients.companies.new')}
          </Button>
        }
        columns={[
          {
            accessor: 'priority_order',
            title: t('clients.companies.priority_order'),
            sortable: true,
            width: 90,
            textAlign: 'right',
          },
          { accessor: 'code', title: t('clients.companies.code'), sortable: true },
          {
            accessor: 'name_es',
            title: t('clients.companies.name'),
            priority: 'key',
            sortable: true,
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{nameOf(row)}</Text>
                {row.public_name && (
                  <Text size="xs" c="dimmed">
                    {row.public_name}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'region',
            title: t('clients.companies.region'),
            sortable: true,
            render: (row) => regionName.get(row.region) ?? row.region,
          },
          { accessor: 'rfc', title: t('clients.companies.rfc'), priority: 'secondary', sortable: true },
          {
            accessor: 'rotation',
            title: t('clients.companies.rotation'),
            sortable: true,
            textAlign: 'right',
            render: (row) => formatPercent(row.rotation),
          },
          {
            accessor: 'status',
            title: t('common.fields.status'),
            priority: 'key',
            sortable: true,
            render: (row) => (
              <Badge color={row.status ? 'green' : 'gray'} variant="light">
                {row.status ? t('common.fields.active') : t('common.fields.inactive')}
              </Badge>
            ),
          },
          rowActionsColumn<Company>(
            t,
            (row) => {
              const index = orderedRows.findIndex((other) => other.id === row.id);
              const name = nameOf(row);
              return (
                <>
                  <RowAction
                    label={t('clients.companies.move_up')}
                    rowName={name}
                    icon={<IconArrowUp size={18} />}
                    disabled={index <= 0 || reorder.isPending}
                    onClick={() => void handleMove(row, 'up')}
                  />
                  <RowAction
                    label={t('clients.companies.move_down')}
                    rowName={name}
                    icon={<IconArrowDown size={18} />}
                    disabled={index < 0 || index >= orderedRows.length - 1 || reorder.isPending}
                    onClick={() => void handleMove(row, 'down')}
                  />
                  <CompanyLinksPopover name={name} links={row.links} />
                  <RowAction
                    label={t('clients.companies.sites_action')}
                    rowName={name}
                    icon={<IconMapPin size={18} />}
                    onClick={() => setSitesOf(row)}
                  />
                  <EditDeleteActions
                    rowName={name}
                    onEdit={() => openEditor(row)}
                    onDelete={() => void handleDelete(row)}
                  />
                </>
              );
            },
            220,
          ),
        ]}
      />
      {editor && (
        <CompanyEditor
          key={editor.key}
          company={editor.company}
          opened
          onClose={() => setEditor(null)}
          onOpenSites={(company) => {
            setEditor(null);
            setSitesOf(company);
          }}
        />
      )}
      <CompanySitesDrawer company={sitesOf} onClose={() => setSitesOf(null)} />
    </>
  );
}
