import { Anchor, Badge, Grid, Group, SegmentedControl } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { idParam, RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useResourceItem } from '../../../lib/resource-hooks';
import type { CandidateListKind } from '../api/get-candidate-categories';
import { CandidateApplications } from './candidate-applications';
import { CandidateDeleteButton } from './candidate-delete-button';
import { CandidateDocuments } from './candidate-documents';
import { CandidateForm } from './candidate-form';
import { candidateListHref } from './candidate-links';
import { CandidatePhoto } from './candidate-photo';
import { CandidateQuickCapture } from './candidate-quick-capture';
import { CandidateStatusButton } from './candidate-status-modal';

/** /database/<list>/new and /database/<list>/:id_candidate: the candidate form and, when editing, its extras. */
export function CandidateFormPage(props: { kind: CandidateListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id_candidate } = useParams();
  const isNew = id_candidate === undefined;
  const id = idParam(id_candidate);
  const query = useResourceItem(resources.candidates, isNew ? undefined : id);
  const back = (
    <Anchor component={Link} to={candidateListHref(props.kind)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('candidates.back')}
      </Group>
    </Anchor>
  );

  if (isNew) return <NewCandidate kind={props.kind} back={back} />;
  return (
    <RecordState query={query} isValidId={id !== undefined}>
      {(candidate) => (
        <Page
          title={candidate.full_name}
          actions={
            <Group gap="sm">
              <CandidateStatusButton candidate={candidate} />
              <CandidateDeleteButton
                candidate={candidate}
                onDeleted={() => navigate(candidateListHref(props.kind))}
              />
            </Group>
          }
        >
          <Group gap="sm">
            {back}
            <Badge color={candidate.status === 'Active' ? 'green' : 'gray'} variant="light">
              {t(`candidates.statuses.${candidate.status}`)}
            </Badge>
            {candidate.is_black_list && (
              <Badge color="dark" variant="filled">
                {t('candidates.blacklisted')}
              </Badge>
            )}
          </Group>
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <CandidatePhoto candidate={candidate} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <CandidateForm kind={props.kind} candidate={candidate} />
            </Grid.Col>
          </Grid>
          <CandidateDocuments candidateId={candidate.id} />
          <CandidateApplications candidateId={candidate.id} />
        </Page>
      )}
    </RecordState>
  );
}

/** A new candidate: the quick capture (works offline) or the full form. */
function NewCandidate(props: { kind: CandidateListKind; back: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // a phone opens the quick capture (docs/decisions.md, "Offline forms")
  const isPhone = useIsPhone();
  const [mode, setMode] = useState<'quick' | 'full' | null>(null);
  // a draft being continued is a quick capture; otherwise phones start quick, wider screens full
  const shown = mode ?? (searchParams.has('draft') || isPhone ? 'quick' : 'full');
  return (
    <Page title={t('candidates.new')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {props.back}
        <SegmentedControl
          aria-label={t('candidates.quick.mode_label')}
          value={shown}
          onChange={(value) => setMode(value === 'quick' ? 'quick' : 'full')}
          data={[
            { value: 'quick', label: t('candidates.quick.mode_quick') },
            { value: 'full', label: t('candidates.quick.mode_full') },
          ]}
        />
      </Group>
      {shown === 'quick' ? <CandidateQuickCapture kind={props.kind} /> : <CandidateForm kind={props.kind} />}
    </Page>
  );
}
