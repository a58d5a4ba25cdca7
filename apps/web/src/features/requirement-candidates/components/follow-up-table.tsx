import { Anchor, Stack, Text } from '@mantine/core';
import { codeOrId, formatDate, formatTime } from '@rp/contract';
import type { RequirementCandidate } from '@rp/contract/entities';
import type { FollowUpStatus } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { paths } from '@rp/contract/routes';
import { bulkStatusesFor, isSelectable, mayCall } from '@rp/contract/rules/follow-up';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceTable, type TableColumn } from '../../../components/data-table/data-table';
import { rowActionsColumn } from '../../../components/data-table/row-actions';
import { FollowUpStatusBadge, MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { useBulkSelection } from '../../../components/follow-up/use-bulk-selection';
import { useAuth } from '../../../lib/auth';
import { useRejectReasons } from '../api/get-reject-reasons';
import type { AssignmentNotes } from './assignment-notes-modal';
import { CloseSelectedModal } from './close-selected-modal';
import { useFollowUpActions } from './follow-up-actions';
import { companyLabel, positionLabel } from './follow-up-format';

type Row = RequirementCandidate;

/** A row can be selected for "Close selected" while its status can still move. */
const isOpen = (row: Row) => isSelectable(row.status);
const nameOf = (row: Row) => row.candidate_name;
const statusesOf = (rows: Row[]) => bulkStatusesFor(rows.map((row) => row.status));

/** The list's order as it opens: the newest assignments first. */
export const followUpTableOrdering = '-id';

/**
 * Assignments of the direct process (api/requeriment-candidates/) with server paging, sorting and
 * search, the follow-up actions each row's status allows, and "Close selected" for open rows.
 */
export function FollowUpTable(props: {
  /** Query parameters: status, requeriment_id, year, week, company, site, interview range. */
  filters: Record<string, unknown>;
  /** The one status every row has (a status list), to leave out columns that do not apply. */
  status?: FollowUpStatus;
  /** Inside a requirement: no requirement, company and site columns. */
  inRequirement?: boolean;
  toolbar?: ReactNode;
  actions?: ReactNode;
  onClearFilters?: () => void;
  /** Comments and documents of each assignment (a row action), composed by the page. */
  notes?: AssignmentNotes;
}) {
  const { t, i18n } = useTranslation();
  const { canOpen, user } = useAuth();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const reasons = useRejectReasons();
  const { menu, modals } = useFollowUpActions(props.notes);
  // "Close selected" needs the bulk call's permission (the medical service has none)
  const bulk = useBulkSelection<Row>({
    canSelect:
      mayCall(user, 'close_massive_candidate') && (props.status === undefined || isSelectable(props.status)),
    isSelectable: isOpen,
    nameOf,
    statusesOf,
  });

  const columns: TableColumn<Row>[] = [...bulk.columns];
  columns.push({
    accessor: 'candidate_name',
    title: t('followup.list.candidate'),
    priority: 'key',
    sortable: true,
    render: (row) => (
      <Stack gap={0}>
        {/* at most two lines (the whole name in its title and the row's details) */}
        <Text size="sm" fw={500} lineClamp={2} title={row.candidate_name}>
          {row.candidate_name}
        </Text>
        {(row.candidate_curp || row.candidate_phone) && (
          <Text size="xs" c="dimmed">
            {[row.candidate_curp, row.candidate_phone].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    ),
  });
  if (!props.inRequirement)
    columns.push(
      {
        accessor: lang === 'en' ? 'company_name_en' : 'company_name',
        title: t('followup.list.company'),
        sortable: true,
        render: (row) => (
          <Text size="sm" lineClamp={2} title={companyLabel(row, lang) ?? undefined}>
            {companyLabel(row, lang)}
          </Text>
        ),
      },
      { accessor: 'site_name', title: t('followup.list.site'), priority: 'secondary', sortable: true },
    );
  columns.push(
    {
      accessor: lang === 'en' ? 'position_name_en' : 'position_name',
      title: t('followup.list.position'),
      sortable: true,
      // the position and, below it, the requirement it belongs to: one column fewer, so the list
      // fits 1280 px without breaking a word (docs/decisions.md, "Lists that fit")
      render: (row) =>
        props.inRequirement ? (
          positionLabel(row, lang)
        ) : (
          <Stack gap={0}>
            <Text size="sm" lineClamp={1} title={positionLabel(row, lang)}>
              {positionLabel(row, lang)}
            </Text>
            {/* a div, not a paragraph: on a phone the link is a 44 px control (phone.css) */}
            <Text component="div" size="xs" style={{ whiteSpace: 'nowrap' }}>
              {/* a link only for users who may open the requirement (the medical service may not) */}
              {canOpen('requeriments-direct-id_requirement') ? (
                <Anchor
                  component={Link}
                  inherit
                  to={paths['requeriments-direct-id_requirement'].href({
                    id_requirement: row.requeriment_id,
                  })}
                >
                  {codeOrId(row.requeriment_code, row.requeriment_id)}
                </Anchor>
              ) : (
                codeOrId(row.requeriment_code, row.requeriment_id)
              )}
            </Text>
          </Stack>
        ),
    },
    {
      accessor: 'interview_date',
      title: t('followup.list.interview'),
      sortable: true,
      // the day over its time: a narrow column, neither ever broken (docs/decisions.md, "Lists that fit")
      render: (row) =>
        row.interview_date ? (
          <Stack gap={0}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.interview_date)}
            </Text>
            {row.interview_time && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatTime(row.interview_time)}
              </Text>
            )}
          </Stack>
        ) : (
          ''
        ),
    },
    {
      accessor: 'status',
      title: t('followup.list.status'),
      priority: 'key',
      sortable: true,
      noWrap: true,
      render: (row) => <FollowUpStatusBadge row={row} />,
    },
    {
      accessor: 'medical_status',
      title: t('followup.list.medical'),
      sortable: true,
      noWrap: true,
      render: (row) => <MedicalStatusBadge row={row} />,
    },
  );
  if (props.status === undefined || props.status === 'Rejected')
    columns.push({
      accessor: 'reject_reason',
      title: t('followup.list.reject_reason'),
      priority: 'secondary',
      render: (row) => (row.reject_reason ? (reasons.get(row.reject_reason) ?? '') : ''),
    });
  columns.push({
    accessor: 'follow_up',
    title: t('followup.list.follow_up'),
    priority: 'secondary',
    render: (row) => (
      <Text size="xs" lineClamp={2} maw={240} title={row.follow_up ?? undefined}>
        {row.follow_up ?? ''}
      </Text>
    ),
  });
  if (props.status === undefined || props.status === 'Hired')
    columns.push({
      accessor: 'hired_at',
      title: t('followup.list.hired_at'),
      sortable: true,
      render: (row) => formatDate(row.hired_at),
    });
  columns.push(rowActionsColumn<Row>(t, menu, 70));

  return (
    <>
      <ResourceTable
        resource={resources['requeriment-candidates']}
        defaultOrdering={followUpTableOrdering}
        filters={props.filters}
        toolbar={props.toolbar}
        onClearFilters={props.onClearFilters}
        onRecords={bulk.onRecords}
        // a status list and a requirement's applications show other columns than the full list
        columnsKey={`requeriment-candidates${props.inRequirement ? ':requirement' : ''}:${props.status ?? 'all'}`}
        rowName={nameOf}
        columns={columns}
        phoneCards
        keepWords
        actions={
          <>
            {bulk.button}
            {props.actions}
          </>
        }
      />
      {modals}
      <CloseSelectedModal {...bulk.dialog} />
    </>
  );
}
