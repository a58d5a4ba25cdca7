import '../texts';
import { Anchor, Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@rp/contract';
import { isOneOf, type VacancyType, vacancyStatuses } from '@rp/contract/enums';
import { userDisplayName } from '@rp/contract/rules/names';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { DateRangeField } from '../../../components/form/date-range-field';
import { Page } from '../../../components/layout/page';
import { statusLabel, vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { newVacancyHref, vacancyHref } from '../../../components/vacancy/vacancy-links';
import { useAddressFilters } from '../../../lib/use-address-filters';
import {
  listStatuses,
  noVacancyFilters,
  type VacancyListFilters,
  type VacancyRow,
  type VacancyStatusFilter,
  vacancyFiltersFromSearch,
  vacancyFiltersToSearch,
  vacancyListParams,
  vacancyListPath,
} from '../api/get-vacancies';
import { useCompanyNames, useStageNames, useUserLists } from '../api/get-vacancy-references';
import { PastDueBadge, StageBadge, VacancyStatusBadge } from './vacancy-status-badge';
import { VacancyStatusBoxes } from './vacancy-status-boxes';

/** "2/3": the approvals in over the vacancy's approvals, when the server sends them. */
export const approvalsProgress = (row: VacancyRow) =>
  row.approvals_total ? `${row.approvals_done ?? 0}/${row.approvals_total}` : null;

const vacancyFilterCodec = {
  parse: vacancyFiltersFromSearch,
  serialize: vacancyFiltersToSearch,
  empty: () => noVacancyFilters,
};

/**
 * The vacancies of one type: status counts (boxes that filter), server paging, search, sorting,
 * filters (status — New only the user's own unless staff, decided by the server —, company, recruiter, requested between, past
 * due), days open, approvals progress and export.
 */
export function VacancyList(props: { type: VacancyType; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the filters live in the address: a board's figure links to the list it counts; each change is a
  // patch on the latest filters (two quick choices both stay)
  const { values: filters, update, isFiltered, clear } = useAddressFilters(vacancyFilterCodec);
  const set = <K extends keyof VacancyListFilters>(key: K, value: VacancyListFilters[K]) =>
    update({ [key]: value } as Partial<VacancyListFilters>);
  const companies = useCompanyNames();
  const stages = useStageNames();
  const lists = useUserLists().data;
  const recruiters = lists?.recruiters ?? [];
  const recruiterName = (id: number | null) => {
    if (id === null) return '—';
    const found = recruiters.find((row) => row.id === id);
    return found ? userDisplayName(found) : `#${id}`;
  };
  const stageOf = (row: VacancyRow) => (row.current_status === null ? null : stages.get(row.current_status));
  const range: [string | null, string | null] = [filters.from, filters.to];

  return (
    <Page
      title={props.title}
      actions={
        <Button component={Link} to={newVacancyHref(props.type)} leftSection={<IconPlus size={16} />}>
          {t('vacancies.new')}
        </Button>
      }
    >
      <Stack gap="md">
        <VacancyStatusBoxes
          type={props.type}
          statuses={listStatuses}
          selected={isOneOf(vacancyStatuses, filters.status) ? filters.status : null}
          onSelect={(status) => set('status', status)}
        />
        <ResourceTable<typeof vacancyListPath, VacancyRow>
          resource={vacancyListPath}
          columnsKey={`vacancies-${props.type}`}
          defaultOrdering="-created_at"
          filters={vacancyListParams(props.type, filters)}
          onClearFilters={isFiltered ? clear : undefined}
          onRowClick={(row) => navigate(vacancyHref(props.type, row.id))}
          rowName={vacancyCode}
          details={(row) =>
            row.additional_comments ? (
              <Box>
                <Text size="xs" c="dimmed">
                  {t('vacancies.fields.additional_comments')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.additional_comments}
                </Text>
              </Box>
            ) : null
          }
          toolbar={
            <>
              <FilterSelect<VacancyStatusFilter>
                label={t('vacancies.fields.status')}
                w={150}
                options={[
                  { value: 'open', label: t('vacancies.filters.open') },
                  ...listStatuses.map((status) => ({ value: status, label: statusLabel(t, status) })),
                ]}
                value={filters.status}
                onChange={(status) => set('status', status)}
              />
              <FilterSelect
                label={t('vacancies.fields.company')}
                w={220}
                searchable
                options={[...companies].map(([id, name]) => ({ value: id, label: name }))}
                value={filters.company}
                onChange={(company) => set('company', company)}
              />
              <FilterSelect
                label={t('vacancies.fields.recruiter')}
                w={200}
                searchable
                options={recruiters.map((row) => ({ value: row.id, label: userDisplayName(row) }))}
                value={filters.recruiter}
                onChange={(recruiter) => set('recruiter', recruiter)}
              />
              <DateRangeField
                aria-label={t('vacancies.filters.created_between')}
                placeholder={t('vacancies.filters.created_between')}
                w={240}
                value={range}
                onChange={([from, to]) => update({ from, to })}
              />
              <Checkbox
                label={t('vacancies.filters.past_due_only')}
                title={t('vacancies.filters.past_due_hint')}
                checked={filters.isPastDue}
                onChange={(event) => set('isPastDue', event.currentTarget.checked)}
              />
            </>
          }
          columns={[
            {
              accessor: 'code',
              title: t('vacancies.fields.code'),
              priority: 'key',
              sortable: true,
              noWrap: true,
              render: (row) => (
                <Anchor
                  component={Link}
                  to={vacancyHref(props.type, row.id)}
                  onClick={(event) => event.stopPropagation()}
                >
                  {vacancyCode(row)}
                </Anchor>
              ),
            },
            {
              accessor: 'position',
              title: t('vacancies.fields.position'),
              priority: 'key',
              sortable: true,
              // a position is a few words: they wrap between words, not inside them
              cellsStyle: () => ({ minWidth: 120, overflowWrap: 'break-word' }),
            },
            {
              accessor: 'company',
              title: t('vacancies.fields.company'),
              render: (row) => companies.get(row.company) ?? `#${row.company}`,
            },
            {
              accessor: 'status',
              title: t('vacancies.fields.status'),
              priority: 'key',
              sortable: true,
              render: (row) => (
                <Group gap={4}>
                  <VacancyStatusBadge status={row.status} />
                  <StageBadge name={stageOf(row)} />
                  {row.is_past_due && <PastDueBadge />}
                </Group>
              ),
            },
            {
              accessor: 'approvals_total',
              title: t('vacancies.fields.approvals'),
              textAlign: 'center',
              render: (row) => approvalsProgress(row) ?? '—',
            },
            {
              accessor: 'days_open',
              title: t('vacancies.fields.days_open'),
              sortable: true,
              textAlign: 'right',
            },
            {
              accessor: 'quantity',
              title: `${t('vacancies.fields.hired')}/${t('vacancies.fields.quantity')}`,
              priority: 'secondary',
              sortable: true,
              textAlign: 'right',
              render: (row) => `${row.hired}/${row.quantity}`,
            },
            {
              accessor: 'recruiter',
              title: t('vacancies.fields.recruiter'),
              render: (row) => recruiterName(row.recruiter),
            },
            {
              accessor: 'created_at',
              title: t('vacancies.fields.created_at'),
              sortable: true,
              render: (row) => formatDate(row.created_at),
            },
            {
              accessor: 'expected_date',
              title: t('vacancies.fields.expected_date'),
              priority: 'secondary',
              sortable: true,
              render: (row) => formatDate(row.expected_date),
            },
            {
              accessor: 'requisitor_name',
              title: t('vacancies.fields.requisitor_name'),
              priority: 'secondary',
              sortable: true,
            },
            { accessor: 'plant', title: t('vacancies.fields.plant'), priority: 'secondary', sortable: true },
          ]}
        />
      </Stack>
    </Page>
  );
}
