import '../texts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, isVacancyCandidateSelectable, stageName, vacancyBulkStatusesFor } from '@rp/contract';
import type { Vacancy, VacancyCandidate } from '@rp/contract/entities';
import type { FollowUpStatus } from '@rp/contract/enums';
import { hasPermission, vacancyCandidatePermissions } from '@rp/contract/permissions';
import { resources } from '@rp/contract/resources';
import { IconArrowLeft, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable, type TableColumn } from '../../../components/data-table/data-table';
import { RowAction, rowActionsColumn } from '../../../components/data-table/row-actions';
import { confirmDelete } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { RecordState } from '../../../components/feedback/record-state';
import { BulkCloseModal } from '../../../components/follow-up/bulk-close-modal';
import { FollowUpStatusBadge, MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { useBulkSelection } from '../../../components/follow-up/use-bulk-selection';
import { Page } from '../../../components/layout/page';
import { translatorOf } from '../../../components/timeline/log-timeline';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import {
  addVacancyCandidateHref,
  vacancyCandidateHref,
  vacancyHref,
} from '../../../components/vacancy/vacancy-links';
import { useAuth } from '../../../lib/auth';
import { useCandidateVacancy } from '../api/get-candidate-vacancy';
import {
  closeMassiveVacancyCandidates,
  deleteDraftCandidate,
  useVacancyCandidateAction,
} from '../api/vacancy-candidate-actions';
import { DraftBadge, PendingApplicationBadge, ViabilityBadge } from './candidate-badges';
import { CandidateStatusBoxes } from './candidate-status-boxes';

const vacancyCandidates = resources['vacancy-candidates'];

/** A vacancy as users name it: its code, or its id until the code arrives. */

/** "dd/mm/yyyy HH:MM", or what there is of it. */
const interviewOf = (row: VacancyCandidate) =>
  [formatDate(row.interview_date), row.interview_time].filter(Boolean).join(' ') || '—';

/**
 * /requeriments/{type}/:id_vacancy/candidates: the counts per status (boxes that filter) and the
 * vacancy's candidates, drafts included; a row opens its processing screen. With the permission,
 * "Close selected" closes several at once (close_massive_candidate, all or nothing) and a draft
 * can be removed.
 */
export function VacancyCandidateList(props: { id: number | undefined; notFound?: ReactNode }) {
  const query = useCandidateVacancy(props.id);
  return (
    <RecordState query={query} isValidId={props.id !== undefined} notFound={props.notFound}>
      {(vacancy) => <CandidateListView vacancy={vacancy} />}
    </RecordState>
  );
}

type Row = VacancyCandidate;

const nameOf = (row: Row) => row.candidate_name ?? `#${row.candidate}`;

function CandidateListView({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [status, setStatus] = useState<FollowUpStatus | null>(null);
  const type = vacancy.vacancy_type;
  const open = (row: Row) => navigate(vacancyCandidateHref(type, vacancy.id, row.id));
  // candidates move only while the vacancy is Pending; drafts are removed by who may save them
  const canSelect =
    vacancy.status === 'Pending' && hasPermission(user, vacancyCandidatePermissions.close_massive_candidate);
  const canRemoveDrafts = hasPermission(user, vacancyCandidatePermissions.save_draft_candidate);
  const closeMany = useVacancyCandidateAction(closeMassiveVacancyCandidates);
  const removeDraft = useVacancyCandidateAction(deleteDraftCandidate);
  const bulk = useBulkSelection<Row>({
    canSelect,
    isSelectable: isVacancyCandidateSelectable,
    nameOf,
    statusesOf: vacancyBulkStatusesFor,
  });

  const handleRemoveDraft = async (row: Row) => {
    if (!(await confirmDelete(t, t('vacancies.candidates.delete_draft_confirm', { name: nameOf(row) }))))
      return;
    try {
      await removeDraft.mutateAsync(row.id);
      showSaved(t, t('vacancies.candidates.draft_deleted'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const actionsColumn: TableColumn<Row>[] = canRemoveDrafts
    ? [
        rowActionsColumn<Row>(
          t,
          (row) =>
            row.is_draft ? (
              <RowAction
                label={t('vacancies.candidates.delete_draft')}
                rowName={nameOf(row)}
                color="red"
                icon={<IconTrash size={18} />}
                disabled={removeDraft.isPending}
                onClick={() => void handleRemoveDraft(row)}
              />
            ) : null,
          70,
        ),
      ]
    : [];

  return (
    <div>
      <Page
        title={t('vacancies.candidates.title', { code: vacancyCode(vacancy) })}
        actions={
          <Button
            component={Link}
            to={addVacancyCandidateHref(type, vacancy.id)}
            leftSection={<IconUserPlus size={16} />}
          >
            {t('vacancies.candidates.add')}
          </Button>
        }
      >
        <Anchor component={Link} to={vacancyHref(type, vacancy.id)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('vacancies.candidates.back_to_vacancy')}
          </Group>
        </Anchor>
        <Stack gap="md">
          <CandidateStatusBoxes vacancy={vacancy.id} selected={status} onSelect={setStatus} />
          <ResourceTable<typeof vacancyCandidates, VacancyCandidate>
            resource={vacancyCandidates}
            columnsKey="vacancy-candidates"
            defaultOrdering="-created_at"
            filters={status ? { vacancy: vacancy.id, status, is_draft: false } : { vacancy: vacancy.id }}
            onClearFilters={status ? () => setStatus(null) : undefined}
            onRowClick={open}
            onRecords={bulk.onRecords}
            rowName={(row) => row.candidate_name ?? `#${row.id}`}
            phoneCards
            actions={bulk.button}
            columns={[
              ...bulk.columns,
              {
                accessor: 'candidate_name',
                title: t('vacancies.candidates.columns.name'),
                priority: 'key',
                render: (row) => (
                  <Stack gap={2}>
                    <Anchor
                      component={Link}
                      to={vacancyCandidateHref(type, vacancy.id, row.id)}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {row.candidate_name ?? `#${row.candidate}`}
                    </Anchor>
                    {row.candidate_curp && (
                      <Text size="xs" c="dimmed">
                        {row.candidate_curp}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              {
                accessor: 'stage_name',
                title: t('vacancies.candidates.columns.stage'),
                render: (row) => (row.stage_name ? stageName(row.stage_name, translatorOf(t)) : '—'),
              },
              {
                accessor: 'status',
                title: t('vacancies.candidates.columns.status'),
                priority: 'key',
                sortable: true,
                render: (row) => (
                  <Group gap={4}>
                    {row.is_draft ? (
                      <DraftBadge />
                    ) : (
                      <FollowUpStatusBadge row={{ ...row, type_not_attend: null }} />
                    )}
                    {row.has_pending_application && <PendingApplicationBadge />}
                  </Group>
                ),
              },
              {
                accessor: 'is_viable',
                title: t('vacancies.candidates.columns.viability'),
                render: (row) => <ViabilityBadge value={row.is_viable} />,
              },
              {
                accessor: 'medical_status',
                title: t('vacancies.candidates.columns.medical'),
                priority: 'secondary',
                render: (row) => <MedicalStatusBadge row={row} />,
              },
              {
                accessor: 'interview_date',
                title: t('vacancies.candidates.columns.interview'),
                sortable: true,
                noWrap: true,
                render: interviewOf,
              },
              ...actionsColumn,
            ]}
          />
        </Stack>
        <BulkCloseModal {...bulk.dialog} closeMany={closeMany} />
      </Page>
    </div>
  );
}
