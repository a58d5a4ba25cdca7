import '../texts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { Vacancy, VacancyCandidate } from '@rp/contract/entities';
import { assignVacancyCandidateBody } from '@rp/contract/entities';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { RecordState } from '../../../components/feedback/record-state';
import { CandidatePicker } from '../../../components/follow-up/candidate-picker';
import { DateField } from '../../../components/form/date-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Page } from '../../../components/layout/page';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { vacancyCandidatesHref } from '../../../components/vacancy/vacancy-links';
import { useCandidateVacancy } from '../api/get-candidate-vacancy';
import {
  assignCandidate,
  saveDraftCandidate,
  useVacancyCandidateAction,
} from '../api/vacancy-candidate-actions';

type Values = { candidate: number | null; interview_date: string; interview_time: string };
const emptyValues: Values = { candidate: null, interview_date: '', interview_time: '' };

/**
 * /requeriments/{type}/:id_vacancy/candidates/add: a candidate of the database to the vacancy, assigned
 * (assign_candidate, with an optional interview) or kept as a draft (save_draft_candidate); the
 * server's refusals (the vacancy not approved yet, the person in process elsewhere) shown above.
 */
export function AddVacancyCandidate(props: {
  id: number | undefined;
  notFound?: ReactNode;
  onDone: (row: VacancyCandidate) => void;
}) {
  const query = useCandidateVacancy(props.id);
  return (
    <RecordState query={query} isValidId={props.id !== undefined} notFound={props.notFound}>
      {(vacancy) => <AddCandidateForm vacancy={vacancy} onDone={props.onDone} />}
    </RecordState>
  );
}

function AddCandidateForm({
  vacancy,
  onDone,
}: {
  vacancy: Vacancy;
  onDone: (row: VacancyCandidate) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<Values>(assignVacancyCandidateBody.omit({ vacancy: true }), emptyValues);
  const [lines, setLines] = useState<string[]>([]);
  const assign = useVacancyCandidateAction(assignCandidate);
  const draft = useVacancyCandidateAction(saveDraftCandidate);
  // which button submitted (read in the submit handler, set by the click that precedes it)
  const modeRef = useRef<'assign' | 'draft'>('assign');

  const handleSubmit = async (values: Values) => {
    if (values.candidate == null) return;
    const mode = modeRef.current;
    setLines([]);
    if (mode === 'assign' && !(await confirmPastDate({ t, day: values.interview_date }))) return;
    try {
      const row =
        mode === 'assign'
          ? await assign.mutateAsync({
              vacancy: vacancy.id,
              candidate: values.candidate,
              interview_date: values.interview_date || null,
              interview_time: values.interview_time || null,
            })
          : await draft.mutateAsync({ vacancy: vacancy.id, candidate: values.candidate });
      showSaved(
        t,
        t(mode === 'assign' ? 'vacancies.candidates.assign.assigned' : 'vacancies.candidates.assign.drafted'),
      );
      onDone(row);
    } catch (error) {
      setLines(actionErrorLines(error, t, form));
    }
  };

  return (
    <div>
      <Page title={t('vacancies.candidates.add_title', { code: vacancyCode(vacancy) })}>
        <Anchor component={Link} to={vacancyCandidatesHref(vacancy.vacancy_type, vacancy.id)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('vacancies.candidates.back_to_list')}
          </Group>
        </Anchor>
        <Card withBorder radius="md" maw={720}>
          <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('vacancies.candidates.assign.hint')}
              </Text>
              <FormErrors lines={lines} />
              <CandidatePicker
                value={form.values.candidate}
                onChange={(id) => form.setFieldValue('candidate', id)}
                error={
                  form.errors.candidate ? t('vacancies.candidates.assign.candidate_required') : undefined
                }
              />
              {/* side by side from `sm` (62em); stacked below */}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateField
                  label={t('vacancies.candidates.assign.interview_date')}
                  value={form.values.interview_date || null}
                  onChange={(value) => form.setFieldValue('interview_date', value ?? '')}
                  error={form.errors.interview_date}
                />
                <TimeInput
                  label={t('vacancies.candidates.assign.interview_time')}
                  value={form.values.interview_time}
                  onChange={(event) => form.setFieldValue('interview_time', event.currentTarget.value)}
                  error={form.errors.interview_time}
                />
              </SimpleGrid>
              {vacancy.status !== 'Pending' || !vacancy.approved_at ? (
                <Alert color="yellow">{t('vacancies.candidates.assign.not_ready')}</Alert>
              ) : null}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  variant="default"
                  loading={draft.isPending}
                  onClick={() => {
                    modeRef.current = 'draft';
                  }}
                >
                  {t('vacancies.candidates.assign.draft')}
                </Button>
                <Button
                  type="submit"
                  loading={assign.isPending}
                  onClick={() => {
                    modeRef.current = 'assign';
                  }}
                >
                  {t('vacancies.candidates.assign.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Page>
    </div>
  );
}
