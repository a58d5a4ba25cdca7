import '../texts';
import { Button, Card, Stack, Textarea, Title } from '@mantine/core';
import type { VacancyCandidate } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { DateField } from '../../../components/form/date-field';
import { updateIntegration, useVacancyCandidateAction } from '../api/vacancy-candidate-actions';

/** The day a hired person starts, with notes (update_integration; only for a Hired candidate). */
export function CandidateIntegrationPanel({
  row,
  canProcess,
}: {
  row: VacancyCandidate;
  canProcess: boolean;
}) {
  const { t } = useTranslation();
  const save = useVacancyCandidateAction(updateIntegration);
  const [date, setDate] = useState<string | null>(row.integration_date);
  const [notes, setNotes] = useState(row.integration_notes ?? '');
  const [lines, setLines] = useState<string[]>([]);

  const handleSave = async () => {
    setLines([]);
    try {
      await save.mutateAsync({ id: row.id, integration_date: date, integration_notes: notes || null });
      showSaved(t, t('vacancies.candidates.integration.saved'));
    } catch (error) {
      setLines(actionErrorLines(error, t));
    }
  };

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('vacancies.candidates.integration.title')}</Title>
        <FormErrors lines={lines} />
        <DateField
          label={t('vacancies.candidates.integration.date')}
          disabled={!canProcess}
          value={date}
          onChange={setDate}
        />
        <Textarea
          label={t('vacancies.candidates.integration.notes')}
          autosize
          minRows={2}
          maxLength={5000}
          disabled={!canProcess}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {canProcess && (
          <Button
            onClick={() => void handleSave()}
            loading={save.isPending}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('vacancies.candidates.integration.save')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
