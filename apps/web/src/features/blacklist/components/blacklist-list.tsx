import { Button, Select, Stack, Text } from '@mantine/core';
import { formatDate } from '@rp/contract';
import type { BlackList } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconArrowBackUp, IconHistory, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../components/data-table/data-table';
import { RowAction, rowActionsColumn } from '../../../components/data-table/row-actions';
import { CatalogSelect } from '../../../components/form/resource-select';
import { useBlacklistCandidates } from '../api/get-blacklist-candidates';
import { useBlacklistReasons } from '../api/get-blacklist-reasons';
import { BlacklistAddModal, blacklistReasonClas } from './blacklist-add-modal';
import { BlacklistHistoryModal, BlacklistStatusBadge } from './blacklist-history-modal';
import { BlacklistReturnModal } from './blacklist-return-modal';

type StatusFilter = 'all' | 'true' | 'false';

/** Blacklist entries with their candidate, history and return, and the add button (the blacklist page). */
export function BlacklistList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('true');
  const [reason, setReason] = useState<number | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const [returning, setReturning] = useState<{ id: number; name: string } | null>(null);
  const [visibleIds, setVisibleIds] = useState<number[]>([]);
  const handleRecords = useCallback(
    (rows: BlackList[]) => setVisibleIds(rows.map((row) => row.candidate)),
    [],
  );
  const candidates = useBlacklistCandidates(visibleIds);
  const reasons = useBlacklistReasons();
  const nameOf = (row: BlackList) => candidates.get(row.candidate)?.full_name ?? `#${row.candidate}`;
  const filters = { is_active: status === 'all' ? undefined : status, reason: reason ?? undefined };
  const isFiltered = status !== 'true' || reason !== null;

  return (
    <>
      <ResourceTable
        resource={resources['black-list']}
        rowName={nameOf}
        defaultOrdering="-starts_at"
        filters={filters}
        onRecords={handleRecords}
        onClearFilters={
          isFiltered
            ? () => {
                setStatus('true');
                setReason(null);
              }
            : undefined
        }
        toolbar={
          <>
            <Select
              aria-label={t('blacklist.list.status')}
              w={160}
              allowDeselect={false}
              value={status}
              onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
              data={[
                { value: 'all', label: t('common.fields.all') },
                { value: 'true', label: t('blacklist.list.active') },
                { value: 'false', label: t('blacklist.list.returned') },
              ]}
            />
            <CatalogSelect
              clasId={blacklistReasonClas}
              aria-label={t('blacklist.list.reason')}
              placeholder={t('blacklist.list.reason')}
              w={220}
              value={reason}
              onChange={setReason}
            />
          </>
        }
        actions={
          <Button color="red" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('blacklist.list.add')}
          </Button>
        }
        columns={[
          {
            accessor: 'candidate',
            title: t('blacklist.list.candidate'),
            priority: 'key',
            sortable: true,
            sortKey: 'candidate_name',
            render: (row) => nameOf(row),
          },
          {
            accessor: 'phone',
            title: t('blacklist.list.phone'),
            render: (row) => candidates.get(row.candidate)?.phone_number ?? '',
          },
          {
            accessor: 'genre',
            title: t('blacklist.list.genre'),
            priority: 'secondary',
            render: (row) => {
              const genre = candidates.get(row.candidate)?.genre;
              return genre ? t(`blacklist.genres.${genre}`) : '';
            },
          },
          {
            accessor: 'starts_at',
            title: t('blacklist.list.date'),
            sortable: true,
            render: (row) => formatDate(row.starts_at),
          },
          {
            accessor: 'note',
            title: t('blacklist.list.details'),
            render: (row) => (
              <Stack gap={0} maw={360}>
                <Text size="sm" fw={500}>
                  {reasons.get(row.reason) ?? ''}
                </Text>
                {row.note && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {row.note}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'ends_at',
            title: t('blacklist.list.ends_at'),
            sortable: true,
            render: (row) => formatDate(row.ends_at),
          },
          {
            accessor: 'is_active',
            title: t('blacklist.list.status'),
            priority: 'key',
            sortable: true,
            render: (row) => <BlacklistStatusBadge isActive={row.is_active} />,
          },
          rowActionsColumn<BlackList>(t, (row) => (
            <>
              <RowAction
                label={t('blacklist.list.history')}
                rowName={nameOf(row)}
                icon={<IconHistory size={18} />}
                onClick={() => setHistoryOf({ id: row.candidate, name: nameOf(row) })}
              />
              {row.is_active && (
                <RowAction
                  label={t('blacklist.list.return')}
                  rowName={nameOf(row)}
                  color="green"
                  icon={<IconArrowBackUp size={18} />}
                  onClick={() => setReturning({ id: row.id, name: nameOf(row) })}
                />
              )}
            </>
          )),
        ]}
      />
      <BlacklistAddModal opened={isAdding} onClose={() => setAdding(false)} />
      <BlacklistHistoryModal candidate={historyOf} onClose={() => setHistoryOf(null)} />
      <BlacklistReturnModal entry={returning} onClose={() => setReturning(null)} />
    </>
  );
}
