import '../texts';
import { Badge, Button, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@rp/contract';
import type { ApplicationPerson, VacancyApplication, VacancyCandidate } from '@rp/contract/entities';
import { type ApplicationField, applicationFields } from '@rp/contract/enums';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FileViewer } from '../../../components/files/file-viewer';
import { vacancyCandidateHref } from '../../../components/vacancy/vacancy-links';
import {
  useMergeApplication,
  useSeparateApplication,
  useVacancyApplications,
} from '../api/vacancy-applications';

/** A value as the screen shows it (dates in the spec's format). */
const shown = (person: ApplicationPerson, field: ApplicationField) => {
  const value = person[field];
  if (value == null || value.trim() === '') return null;
  return field === 'birthdate' ? formatDate(value) : value;
};

/** Typed and current differ (case and surrounding spaces aside); an empty typed value changes nothing. */
export const differs = (application: VacancyApplication, field: ApplicationField) => {
  const typed = application.typed[field]?.trim().toLowerCase() ?? '';
  const current = application.current[field]?.trim().toLowerCase() ?? '';
  return typed !== '' && typed !== current;
};

/**
 * The public applications of a vacancy candidate that matched a known candidate (docs/decisions.md
 * 'Public applications never write to a known candidate'): what was typed beside the candidate's
 * current data, differences marked, and the CV. A pending one is merged into the candidate (the
 * recruiter ticks which typed values replace the current ones; the CV joins their documents) or kept
 * apart as a new candidate, each after a confirmation. Nothing shows when there is none.
 */
export function ApplicationReviewPanel({ row, canProcess }: { row: VacancyCandidate; canProcess: boolean }) {
  const query = useVacancyApplications(row.id);
  const applications = query.data ?? [];
  if (applications.length === 0) return null;
  return (
    <Stack gap="md">
      {applications.map((application) => (
        <ApplicationCard key={application.id} row={row} application={application} canProcess={canProcess} />
      ))}
    </Stack>
  );
}

function ApplicationCard(props: {
  row: VacancyCandidate;
  application: VacancyApplication;
  canProcess: boolean;
}) {
  const { row, application } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merge = useMergeApplication();
  const separate = useSeparateApplication();
  const [chosen, setChosen] = useState<ApplicationField[]>([]);
  const [isViewing, setIsViewing] = useState(false);
  const isPending = application.resolution === 'pending';
  const canReview = isPending && props.canProcess;
  const name = application.candidate_name ?? `#${application.candidate}`;
  const label = (field: ApplicationField) => t(`vacancies.public.fields.${field}`);

  const toggle = (field: ApplicationField, isChecked: boolean) =>
    setChosen((current) => (isChecked ? [...current, field] : current.filter((f) => f !== field)));

  const handleMerge = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('vacancies.candidates.application.merge_confirm_title'),
      message:
        chosen.length > 0
          ? t('vacancies.candidates.application.merge_confirm', { name, count: chosen.length })
          : t('vacancies.candidates.application.merge_confirm_none', { name }),
      confirmLabel: t('vacancies.candidates.application.merge'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await merge.mutateAsync({ id: application.id, fields: chosen });
      showSaved(t, t('vacancies.candidates.application.merged'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleSeparate = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('vacancies.candidates.application.separate_confirm_title'),
      message: t('vacancies.candidates.application.separate_confirm', { name }),
      confirmLabel: t('vacancies.candidates.application.separate'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      const result = await separate.mutateAsync({ id: application.id });
      showSaved(t, t('vacancies.candidates.application.separated'));
      // the matched candidate was in process here: the new candidate has a draft of their own
      if (result.id !== row.id && row.vacancy_type)
        void navigate(vacancyCandidateHref(row.vacancy_type, row.vacancy, result.id));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4}>
            {isPending
              ? t('vacancies.candidates.application.title')
              : t('vacancies.candidates.application.title_resolved')}
          </Title>
          {!isPending && (
            <Badge color={application.resolution === 'merged' ? 'blue' : 'gray'} variant="light">
              {application.resolution === 'merged'
                ? t('vacancies.candidates.application.status_merged')
                : t('vacancies.candidates.application.status_separate')}
            </Badge>
          )}
        </Group>
        {isPending && <Text size="sm">{t('vacancies.candidates.application.intro', { name })}</Text>}
        <Text size="sm" c="dimmed">
          {t('vacancies.candidates.application.received', { date: formatDateTime(application.created_at) })}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vacancies.candidates.application.field')}</Table.Th>
                <Table.Th>{t('vacancies.candidates.application.typed')}</Table.Th>
                <Table.Th>{t('vacancies.candidates.application.current')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applicationFields.map((field) => {
                const isDifferent = differs(application, field);
                return (
                  <Table.Tr key={field} bg={isDifferent ? 'var(--mantine-color-yellow-light)' : undefined}>
                    <Table.Td>{label(field)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {/* a phone's narrow column: the badge goes under the value */}
                      <Group gap="xs" wrap="wrap">
                        {canReview && isDifferent ? (
                          <Checkbox
                            checked={chosen.includes(field)}
                            onChange={(event) => toggle(field, event.currentTarget.checked)}
                            aria-label={t('vacancies.candidates.application.use', { field: label(field) })}
                            label={shown(application.typed, field)}
                          />
                        ) : (
                          <Text size="sm" fw={isDifferent ? 600 : undefined}>
                            {shown(application.typed, field) ?? '—'}
                          </Text>
                        )}
                        {isDifferent && (
                          <Badge size="xs" color="yellow" variant="filled">
                            {t('vacancies.candidates.application.different')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{shown(application.current, field) ?? '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="xs">
          <Text size="sm">{t('vacancies.candidates.application.cv')}:</Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconFileText size={14} />}
            onClick={() => setIsViewing(true)}
          >
            {application.cv_name}
          </Button>
        </Group>
        {canReview && (
          <Group gap="xs">
            <Button loading={merge.isPending} onClick={() => void handleMerge()}>
              {t('vacancies.candidates.application.merge')}
            </Button>
            <Button variant="default" loading={separate.isPending} onClick={() => void handleSeparate()}>
              {t('vacancies.candidates.application.separate')}
            </Button>
          </Group>
        )}
      </Stack>
      <FileViewer
        file={
          isViewing
            ? { id: application.cv, original_name: application.cv_name, mime_type: application.cv_mime_type }
            : null
        }
        onClose={() => setIsViewing(false)}
      />
    </Card>
  );
}
