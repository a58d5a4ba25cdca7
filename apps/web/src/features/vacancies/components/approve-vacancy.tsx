import '../texts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { formatCurrency, formatDate, formatDateTime } from '@rp/contract';
import { approvalKeySchema, declineBody, type VacancyFromKey } from '@rp/contract/entities';
import { IconCheck, IconCircleCheck, IconClock, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { isNotFound } from '../../../components/feedback/record-state';
import { FormModal } from '../../../components/form/form-modal';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { statusLabel, typeLabel } from '../../../components/vacancy/vacancy-labels';
import { ApiError } from '../../../lib/api-client';
import type { Texts } from '../../../lib/i18n';
import { useAnswerApproval, useVacancyFromKey } from '../api/approval-by-key';
import { StageBadge } from './vacancy-status-badge';

type Answer = 'approve' | 'decline';

/** A business-rule refusal (409: already answered, a closed vacancy, a replaced key) as the server words it. */
const conflictOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : null;

function Field(props: { label: string; children: ReactNode; wide?: boolean }) {
  const value = props.children;
  return (
    <div style={props.wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}

/** The vacancy's request as the approver reads it (names, not ids, in the UI language). */
function VacancyFields({ vacancy }: { vacancy: VacancyFromKey }) {
  const { t } = useTranslation();
  const f = (key: keyof Texts['vacancies']['fields']) => t(`vacancies.fields.${key}`);
  const yesNo = (value: boolean) => t(value ? 'vacancies.approve.yes' : 'vacancies.approve.no');
  const salary = [vacancy.salary_from, vacancy.salary_to].map((value) =>
    value === null ? '—' : formatCurrency(value),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('vacancies.approve.request')}>
      <Title order={3} fz="md" mb="md">
        {t('vacancies.approve.request')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <Field label={f('company')}>{vacancy.company_name}</Field>
        <Field label={f('vacancy_type')}>{typeLabel(t, vacancy.vacancy_type)}</Field>
        <Field label={f('category')}>{vacancy.category_name}</Field>
        <Field label={f('position')}>{vacancy.position}</Field>
        <Field label={f('quantity')}>{vacancy.quantity}</Field>
        <Field label={f('expected_date')}>{formatDate(vacancy.expected_date)}</Field>
        <Field label={f('department')}>{vacancy.department_name}</Field>
        <Field label={f('plant')}>{vacancy.plant}</Field>
        <Field label={f('shift_description')}>{vacancy.shift_description}</Field>
        <Field label={f('salary_type')}>{vacancy.salary_type_name}</Field>
        <Field label={f('salary')}>{`${salary[0]} – ${salary[1]}`}</Field>
        <Field label={f('type_hiring')}>{vacancy.type_hiring}</Field>
        <Field label={f('temporal_time')}>{vacancy.temporal_time}</Field>
        <Field label={f('reason')}>{vacancy.reason_name}</Field>
        <Field label={f('employee_substitution')}>{vacancy.employee_substitution}</Field>
        <Field label={f('scholar_level')}>{vacancy.scholar_level_name}</Field>
        <Field label={f('scholar_speciality')}>{vacancy.scholar_speciality}</Field>
        <Field label={f('english_level')}>{vacancy.english_level_name}</Field>
        <Field label={f('genre')}>{t(`common.enums.gender.${vacancy.genre}`)}</Field>
        <Field label={f('is_foreign')}>{yesNo(vacancy.is_foreign)}</Field>
        <Field label={f('is_confidential')}>{yesNo(vacancy.is_confidential)}</Field>
        <Field label={f('require_visa')}>{yesNo(vacancy.require_visa)}</Field>
        <Field label={f('require_passport')}>{yesNo(vacancy.require_passport)}</Field>
        <Field label={f('requisitor_name')}>{vacancy.requisitor_name}</Field>
        <Field label={f('request_by')}>{vacancy.request_by_name}</Field>
        <Field label={f('created_at')}>{formatDateTime(vacancy.created_at)}</Field>
        <Field label={f('experience')} wide>
          {vacancy.experience}
        </Field>
        <Field label={f('responsabilities')} wide>
          {vacancy.responsabilities}
        </Field>
        <Field label={f('additional_comments')} wide>
          {vacancy.additional_comments}
        </Field>
      </SimpleGrid>
    </Card>
  );
}

/** Who approved (or declined) and when; the approver's own row says so. */
function ApprovalList({ vacancy }: { vacancy: VacancyFromKey }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('vacancies.approve.approvals')}
    >
      <Title order={3} fz="md" mb="md">
        {t('vacancies.approve.approvals')}
      </Title>
      <Timeline bulletSize={24} lineWidth={2} active={-1}>
        {vacancy.approvals.map((row, index) => {
          const state = row.approve_at
            ? {
                color: 'green',
                icon: <IconCircleCheck size={14} />,
                text: t('vacancies.approvals.approved_on', { date: formatDateTime(row.approve_at) }),
              }
            : row.declined_at
              ? {
                  color: 'red',
                  icon: <IconX size={14} />,
                  text: t('vacancies.approvals.declined_on', { date: formatDateTime(row.declined_at) }),
                }
              : { color: 'gray', icon: <IconClock size={14} />, text: t('vacancies.approvals.pending') };
          return (
            <Timeline.Item
              // approvers have no id here (no internal ids leave the public call)
              // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is the approvers' order
              key={index}
              color={state.color}
              bullet={state.icon}
              title={
                <Group gap={6}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.full_name}
                  </Text>
                  {row.is_yours && (
                    <Badge size="xs" variant="light">
                      {t('vacancies.approve.you')}
                    </Badge>
                  )}
                </Group>
              }
              data-testid="public-approval"
            >
              {row.title && (
                <Text size="xs" c="dimmed">
                  {row.title}
                </Text>
              )}
              <Text size="sm" c={state.color === 'gray' ? 'dimmed' : state.color}>
                {state.text}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}

/** The approval modal: a confirmation with an optional comment. */
function ApproveModal(props: {
  code: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string | null) => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <FormModal
      isDirty={comment.trim() !== ''}
      opened={props.opened}
      onClose={props.onClose}
      title={t('vacancies.approve.confirm_title')}
    >
      <Stack>
        <Text size="sm">{t('vacancies.approve.confirm_message', { code: props.code })}</Text>
        <Textarea
          label={t('vacancies.approve.comment_optional')}
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('vacancies.approve.keep')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={props.isPending}
            onClick={() => props.onConfirm(comment.trim() || null)}
          >
            {t('vacancies.approve.approve')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

/** The decline modal: the comment is required (the requester reads it). */
function DeclineModal(props: {
  code: string;
  approvalKey: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useZodForm<{ key: string; comment: string }>(declineBody, {
    key: props.approvalKey,
    comment: '',
  });
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await props.onConfirm(values.comment.trim());
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormModal
      form={form}
      opened={props.opened}
      onClose={props.onClose}
      title={t('vacancies.approve.decline_title')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('vacancies.approve.decline_message', { code: props.code })}</Text>
          <Textarea
            label={t('vacancies.approve.comment')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('vacancies.approve.keep')}
            </Button>
            <Button type="submit" color="red" leftSection={<IconX size={16} />} loading={props.isPending}>
              {t('vacancies.approve.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/**
 * /approve/:id_key (no account: the key is the credential): the vacancy and its approvals, with
 * Approve after confirmation (optional comment) or Decline (comment required). An unknown key is
 * `notFound`; a key that can no longer answer (answered, or the vacancy no longer waits for
 * approval) gets only the server's reason, never the vacancy, and once the approver answers the page
 * keeps only the thanks (docs/decisions.md "An answered approval link shows nothing").
 */
export function ApproveVacancy(props: { approvalKey: string | undefined; notFound: ReactNode }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('vacancies.approve.title'));
  const key = props.approvalKey ?? '';
  const isValidKey = approvalKeySchema.safeParse(key).success;
  const query = useVacancyFromKey(key, i18n.language, isValidKey);
  const answer = useAnswerApproval();
  const [modal, setModal] = useState<Answer | null>(null);
  const [answered, setAnswered] = useState<Answer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!isValidKey || isNotFound(query.error)) return <>{props.notFound}</>;

  const handleAnswer = async (kind: Answer, comment: string | null) => {
    setRefusal(null);
    try {
      await answer.mutateAsync({ answer: kind, key, comment });
      setAnswered(kind);
      setModal(null);
    } catch (error) {
      // a decline's field messages (400) go back to its comment
      if (kind === 'decline' && error instanceof ApiError && error.status === 400) throw error;
      setRefusal(
        conflictOf(error) ??
          (isNotFound(error) ? t('vacancies.approve.closed') : apiErrorLines(error, t).join(' ')),
      );
      setModal(null);
    }
  };

  const conflict = answered ? null : conflictOf(query.error);
  // a refetch that failed keeps the earlier data: a key that can no longer answer shows none of it
  const vacancy = answered || conflict ? undefined : query.data;
  const code = vacancy?.code ?? '';

  return (
    <Container size="md" px={0}>
      <Stack>
        <div>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {t('vacancies.approve.title')}
            {vacancy && (
              // the code stays whole on a phone ("CLI-2026-0010", never broken at a hyphen)
              <>
                {' '}
                <span style={{ whiteSpace: 'nowrap' }}>{code}</span>
              </>
            )}
          </Title>
          {vacancy && (
            <Group gap={6} mt={4}>
              <Badge variant="light">{statusLabel(t, vacancy.status)}</Badge>
              <StageBadge name={vacancy.stage} />
            </Group>
          )}
        </div>
        {answered && (
          <Alert color="green" role="status" icon={<IconCircleCheck size={18} />}>
            {t(answered === 'approve' ? 'vacancies.approve.approved' : 'vacancies.approve.declined')}
          </Alert>
        )}
        {(refusal ?? conflict) && (
          <Alert color="orange" role="alert">
            {refusal ?? conflict}
          </Alert>
        )}
        {!vacancy ? (
          !conflict &&
          !answered && (
            <Center h={200}>
              {query.isError ? (
                <Alert color="red" role="alert">
                  <Group gap="sm">
                    <Text size="sm">{t('common.table.error')}</Text>
                    <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                      {t('common.actions.retry')}
                    </Button>
                  </Group>
                </Alert>
              ) : (
                <Loader aria-label={t('common.table.loading')} />
              )}
            </Center>
          )
        ) : (
          <>
            <Text size="sm">{t('vacancies.approve.intro')}</Text>
            <VacancyFields vacancy={vacancy} />
            <ApprovalList vacancy={vacancy} />
            <Group justify="flex-end" grow preventGrowOverflow={false}>
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setModal('decline')}
              >
                {t('vacancies.approve.decline')}
              </Button>
              <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => setModal('approve')}>
                {t('vacancies.approve.approve')}
              </Button>
            </Group>
            <ApproveModal
              code={code}
              opened={modal === 'approve'}
              isPending={answer.isPending}
              onClose={() => setModal(null)}
              onConfirm={(comment) => void handleAnswer('approve', comment)}
            />
            <DeclineModal
              code={code}
              approvalKey={key}
              opened={modal === 'decline'}
              isPending={answer.isPending}
              onClose={() => setModal(null)}
              onConfirm={(comment) => handleAnswer('decline', comment)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
