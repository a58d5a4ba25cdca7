import '../texts';
import { Button, Card, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { VacancyCandidate } from '@rp/contract/entities';
import type { MedicalStatus } from '@rp/contract/enums';
import { hasPermission } from '@rp/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { MedicalStatusSelect } from '../../../components/follow-up/medical-status-select';
import { useAuth } from '../../../lib/auth';
import {
  updateMedicalService,
  updateRequireMedical,
  useVacancyCandidateAction,
} from '../api/vacancy-candidate-actions';

/**
 * The pre-hire medical exam: whether it is required (update_require_medical, recruiters) and its
 * result with notes (update_medical_service), editable only with the medical_service permission.
 */
export function CandidateMedicalPanel({ row, canProcess }: { row: VacancyCandidate; canProcess: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isMedical = hasPermission(user, 'medical_service');
  const require = useVacancyCandidateAction(updateRequireMedical);
  const result = useVacancyCandidateAction(updateMedicalService);
  const [status, setStatus] = useState<MedicalStatus | null>(row.medical_status);
  const [notes, setNotes] = useState(row.medical_notes ?? '');
  const [lines, setLines] = useState<string[]>([]);

  const handleRequire = async (next: boolean) => {
    setLines([]);
    try {
      await require.mutateAsync({ id: row.id, require_medical: next });
      showSaved(t);
    } catch (error) {
      setLines(actionErrorLines(error, t));
    }
  };

  const handleResult = async () => {
    setLines([]);
    try {
      await result.mutateAsync({ id: row.id, medical_status: status, medical_notes: notes || null });
      showSaved(t, t('vacancies.candidates.medical.saved'));
    } catch (error) {
      setLines(actionErrorLines(error, t));
    }
  };

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('vacancies.candidates.medical.title')}</Title>
        <FormErrors lines={lines} />
        <Switch
          label={t('vacancies.candidates.medical.require')}
          checked={row.require_medical}
          disabled={!canProcess || require.isPending}
          onChange={(event) => void handleRequire(event.currentTarget.checked)}
        />
        <MedicalStatusBadge row={row} />
        {row.medical_date && (
          <Text size="xs" c="dimmed">
            {t('vacancies.candidates.medical.recorded', {
              name: row.medical_user_name ?? '—',
              date: formatDateTime(row.medical_date),
            })}
          </Text>
        )}
        {isMedical ? (
          <Stack gap="xs">
            <MedicalStatusSelect
              label={t('vacancies.candidates.medical.result')}
              clearable
              value={status}
              onChange={setStatus}
            />
            <Textarea
              label={t('vacancies.candidates.medical.notes')}
              autosize
              minRows={2}
              maxLength={5000}
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
            <Button
              onClick={() => void handleResult()}
              loading={result.isPending}
              style={{ alignSelf: 'flex-end' }}
            >
              {t('vacancies.candidates.medical.save')}
            </Button>
          </Stack>
        ) : (
          <>
            {row.medical_notes && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.medical_notes}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('vacancies.candidates.medical.read_only')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
