import '../texts';
import { Anchor, Card, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { codeOrId, formatDate, stageName } from '@rp/contract';
import type { VacancyCandidate } from '@rp/contract/entities';
import { hasPermission } from '@rp/contract/permissions';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordState } from '../../../components/feedback/record-state';
import { FollowUpStatusBadge, MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { Page } from '../../../components/layout/page';
import { translatorOf } from '../../../components/timeline/log-timeline';
import { vacancyCandidatesHref } from '../../../components/vacancy/vacancy-links';
import { useAuth } from '../../../lib/auth';
import { useVacancyCandidate } from '../api/get-vacancy-candidate';
import { useVacancyApplications } from '../api/vacancy-applications';
import { ApplicationReviewPanel } from './application-review-panel';
import { DraftBadge, ViabilityBadge } from './candidate-badges';
import { CandidateClosePanel } from './candidate-close-panel';
import { CandidateDetailsForm } from './candidate-details-form';
import { CandidateDocumentsPanel } from './candidate-documents-panel';
import { CandidateIntegrationPanel } from './candidate-integration-panel';
import { CandidateMedicalPanel } from './candidate-medical-panel';
import { CandidateStagePanel } from './candidate-stage-panel';
import { OfferLetterButton } from './offer-letter-button';

/**
 * /requeriments/{type}/:id_vacancy/candidates/:id_candidate: one candidate of the vacancy — the
 * details and viability (left, two thirds from `md`, 75em), and beside them (below them on smaller
 * screens) closing, the working stage with its history, the medical exam and, once hired, the
 * integration. Controls are 44 px high on a phone (app/phone.css).
 */
export function VacancyCandidateProcess(props: {
  vacancyId: number | undefined;
  id: number | undefined;
  notFound?: ReactNode;
}) {
  const query = useVacancyCandidate(props.id);
  const isValid = props.id !== undefined && props.vacancyId !== undefined;
  return (
    <RecordState query={query} isValidId={isValid} notFound={props.notFound}>
      {(row) => (row.vacancy === props.vacancyId ? <ProcessView key={row.id} row={row} /> : props.notFound)}
    </RecordState>
  );
}

function ProcessView({ row }: { row: VacancyCandidate }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canProcess = hasPermission(user, 'process_candidates');
  const isOpen = row.status === 'Pending' || row.status === 'Accepted';
  const name = row.candidate_name ?? `#${row.candidate}`;
  const code = codeOrId(row.vacancy_code, row.vacancy);
  const contact = [row.candidate_curp, row.candidate_email, row.candidate_phone].filter(Boolean).join(' · ');
  const interview = [formatDate(row.interview_date), row.interview_time].filter(Boolean).join(' ');
  // a known person's public application is reviewed before the draft is assigned (409 otherwise)
  const applications = useVacancyApplications(row.id);
  const hasPendingApplication = (applications.data ?? []).some((a) => a.resolution === 'pending');

  return (
    <div>
      <Page title={t('vacancies.candidates.process_title', { name, code })}>
        {row.vacancy_type && (
          <Anchor component={Link} to={vacancyCandidatesHref(row.vacancy_type, row.vacancy)} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('vacancies.candidates.back_to_list')}
            </Group>
          </Anchor>
        )}
        <Card withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {row.is_draft ? (
                <DraftBadge />
              ) : (
                <FollowUpStatusBadge row={{ ...row, type_not_attend: null }} />
              )}
              <ViabilityBadge value={row.is_viable} />
              <MedicalStatusBadge row={row} />
              {!row.is_draft && <OfferLetterButton id={row.id} />}
            </Group>
            {/* one column on a phone, three from `sm` */}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={4}>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {contact || '—'}
              </Text>
              <Text size="sm">
                {t('vacancies.candidates.columns.stage')}:{' '}
                {row.stage_name ? stageName(row.stage_name, translatorOf(t)) : '—'}
              </Text>
              <Text size="sm">
                {t('vacancies.candidates.columns.interview')}: {interview || '—'}
              </Text>
            </SimpleGrid>
          </Stack>
        </Card>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <ApplicationReviewPanel row={row} canProcess={canProcess} />
              <CandidateDetailsForm row={row} isReadOnly={!canProcess} />
              {canProcess && (
                <CandidateDocumentsPanel id={row.id} vacancy={row.vacancy} candidate={row.candidate} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              {canProcess && <CandidateClosePanel row={row} isAssignBlocked={hasPendingApplication} />}
              {!row.is_draft && <CandidateStagePanel row={row} canMoveStage={canProcess && isOpen} />}
              {!row.is_draft && <CandidateMedicalPanel row={row} canProcess={canProcess} />}
              {row.status === 'Hired' && <CandidateIntegrationPanel row={row} canProcess={canProcess} />}
            </Stack>
          </Grid.Col>
        </Grid>
      </Page>
    </div>
  );
}
