import '../texts';
import { Alert, Badge, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { approvalKeySchema } from '@rp/contract/entities';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { isNotFound } from '../../../components/feedback/record-state';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { statusLabel } from '../../../components/vacancy/vacancy-labels';
import { ApiError } from '../../../lib/api-client';
import { useAnswerApproval, useVacancyFromKey } from '../api/approval-by-key';
import { ApprovalList } from './approval-list';
import { ApprovalRequest } from './approval-request';
import { ApproveModal } from './approve-modal';
import { DeclineModal } from './decline-modal';
import { StageBadge } from './vacancy-status-badge';

type Answer = 'approve' | 'decline';

/** A business-rule refusal (409: already answered, a closed vacancy, a replaced key) as the server words it. */
const conflictOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : null;

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
                <Loader role="status" aria-label={t('common.table.loading')} />
              )}
            </Center>
          )
        ) : (
          <>
            <Text size="sm">{t('vacancies.approve.intro')}</Text>
            <ApprovalRequest vacancy={vacancy} />
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
