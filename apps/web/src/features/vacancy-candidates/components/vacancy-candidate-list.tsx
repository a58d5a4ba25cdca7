import '../texts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, stageName } from '@rp/contract';
import type { Vacancy, VacancyCandidate } from '@rp/contract/entities';
import type { FollowUpStatus } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/data-table/data-table';
import { RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { translatorOf } from '../../../components/timeline/log-timeline';
import {
  FollowUpStatusBadge,
  MedicalStatusBadge,
} from '../../requirement-candidates/components/follow-up-badges';
import {
  addVacancyCandidateHref,
  vacancyCandidateHref,
  vacancyHref,
} from '../../vacancies/components/vacancy-links';
import { useCandidateVacancy } from '../api/get-candidate-vacancy';
import { DraftBadge, ViabilityBadge } from './candidate-badges';
import { CandidateStatusBoxes } from './candidate-status-boxes';

const vacancyCandidates = resources['vacancy-candidates'];

/** A vacancy as users name it: its code, or its id until the code arrives. */
export const codeOf = (vacancy: Pick<Vacancy, 'id' | 'code'>) => vacancy.code ?? `#${vacancy.id}`;

/** "dd/mm/yyyy HH:MM", or what there is of it. */
const interviewOf = (row: VacancyCandidate) =>
  [formatDate(row.interview_date), row.interview_time].filter(Boolean).join(' ') || '—';

/**
 * /requeriments/{type}/:id_vacancy/candidates: the counts per status (boxes that filter) and the
 * vacancy's candidates, drafts included; a row opens its processing screen.
 */
export function VacancyCandidateList(props: { id: number | undefined; notFound?: ReactNode }) {
  const query = useCandidateVacancy(props.id);
  return (
    <RecordState query={query} isValidId={props.id !== undefined} notFound={props.notFound}>
      {(vacancy) => <CandidateListView vacancy={vacancy} />}
    </RecordState>
  );
}

function CandidateListView({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<FollowUpStatus | null>(null);
  const type = vacancy.vacancy_type;
  const open = (row: VacancyCandidate) => navigate(vacancyCandidateHref(type, vacancy.id, row.id));

  return (
    <Page
      title={t('vacancies.candidates.title', { code: codeOf(vacancy) })}
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
          rowName={(row) => row.candidate_name ?? `#${row.id}`}
          columns={[
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
              render: (row) =>
                row.is_draft ? (
                  <DraftBadge />
                ) : (
                  <FollowUpStatusBadge row={{ ...row, type_not_attend: null }} />
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
              render: (row) => <MedicalStatusBadge status={row.medical_status} />,
            },
            {
              accessor: 'interview_date',
              title: t('vacancies.candidates.columns.interview'),
              sortable: true,
              noWrap: true,
              render: interviewOf,
            },
          ]}
        />
      </Stack>
    </Page>
  );
}
