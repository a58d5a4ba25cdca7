import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { candidateStatuses, isOneOf } from '@rp/contract/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { useSaveCandidate } from '../api/save-candidate';

type CandidateStatus = (typeof candidateStatuses)[number];

/** Change a candidate's status (Active/Inactive) after a confirmation: PUT candidates/{id}/ {status}. */
export function CandidateStatusModal(props: { candidate: Candidate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCandidate();
  const { candidate } = props;
  const [status, setStatus] = useState<CandidateStatus>('Active');

  useEffect(() => {
    if (candidate) setStatus(candidate.status);
  }, [candidate]);

  const handleConfirm = async () => {
    if (!candidate) return;
    try {
      await save.mutateAsync({ id: candidate.id, body: { status } });
      showSaved(t, t('candidates.status_modal.saved'));
      props.onClose();
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <FormModal
      isDirty={candidate !== null && status !== candidate.status}
      opened={candidate !== null}
      onClose={props.onClose}
      title={t('candidates.status_modal.title')}
    >
      <Stack>
        <SegmentedControl
          aria-label={t('candidates.fields.status')}
          value={status}
          onChange={(value) => isOneOf(candidateStatuses, value) && setStatus(value)}
          data={candidateStatuses.map((value) => ({ value, label: t(`candidates.statuses.${value}`) }))}
        />
        <Text size="sm">
          {t('candidates.status_modal.confirm', {
            name: candidate?.full_name ?? '',
            status: t(`candidates.statuses.${status}`),
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            onClick={handleConfirm}
            loading={save.isPending}
            disabled={!candidate || status === candidate.status}
          >
            {t('common.actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

/** The "Change status" button of the candidate page and its modal. */
export function CandidateStatusButton({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('candidates.status_modal.open')}
      </Button>
      <CandidateStatusModal candidate={open ? candidate : null} onClose={() => setOpen(false)} />
    </>
  );
}
