import '../texts';
import { Button, Card, Select, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { formatDateTime, stageName } from '@rp/contract';
import { updateCandidateStageBody, type VacancyCandidate } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { useZodForm } from '../../../components/form/use-zod-form';
import { translatorOf } from '../../../components/timeline/log-timeline';
import { useCandidateHistory } from '../api/get-candidate-history';
import { useCandidateStages } from '../api/get-candidate-stages';
import { updateCandidateStage, useVacancyCandidateAction } from '../api/vacancy-candidate-actions';

type Values = { id: number; current_status: number | null; comments: string };

/**
 * The working stage (update_candidate_status, any stage but the five status rows) with a comment,
 * and the stages the candidate went through (vacancy-candidate-history), newest first.
 */
export function CandidateStagePanel({ row, canMoveStage }: { row: VacancyCandidate; canMoveStage: boolean }) {
  const { t } = useTranslation();
  const tr = translatorOf(t);
  const { names, working } = useCandidateStages();
  const history = useCandidateHistory(row.id);
  const move = useVacancyCandidateAction(updateCandidateStage);
  const [lines, setLines] = useState<string[]>([]);
  const empty: Values = { id: row.id, current_status: null, comments: '' };
  const form = useZodForm<Values>(updateCandidateStageBody, empty);
  const label = (id: number | null) => {
    const name = id === null ? null : names.get(id);
    return name ? stageName(name, tr) : t('vacancies.candidates.stage.none');
  };

  const handleSubmit = async (values: Values) => {
    if (values.current_status === null) return;
    setLines([]);
    try {
      await move.mutateAsync({
        id: row.id,
        current_status: values.current_status,
        comments: values.comments || null,
      });
      showSaved(t, t('vacancies.candidates.stage.changed'));
      form.setValues(empty);
    } catch (error) {
      setLines(actionErrorLines(error, t, form));
    }
  };

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('vacancies.candidates.stage.title')}</Title>
        <Text size="sm">
          {t('vacancies.candidates.stage.current', {
            stage: row.stage_name ? stageName(row.stage_name, tr) : t('vacancies.candidates.stage.none'),
          })}
        </Text>
        {canMoveStage && (
          <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
            <Stack gap="xs">
              <FormErrors lines={lines} />
              <Select
                label={t('vacancies.candidates.stage.new')}
                withAsterisk
                data={working
                  .filter((stage) => stage.id !== row.current_status)
                  .map((stage) => ({ value: String(stage.id), label: stageName(stage.name, tr) }))}
                value={form.values.current_status === null ? null : String(form.values.current_status)}
                onChange={(value) => form.setFieldValue('current_status', value ? Number(value) : null)}
                error={form.errors.current_status}
              />
              <Textarea
                label={t('vacancies.candidates.stage.comments')}
                autosize
                minRows={2}
                {...form.getInputProps('comments')}
              />
              <Button type="submit" loading={move.isPending} style={{ alignSelf: 'flex-end' }}>
                {t('vacancies.candidates.stage.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" fw={600}>
          {t('vacancies.candidates.stage.history')}
        </Text>
        {(history.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('vacancies.candidates.stage.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {(history.data ?? []).map((entry) => (
              <Timeline.Item key={entry.id} title={label(entry.status)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.created_at)}
                </Text>
                {entry.comments && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.comments}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
