import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { codeOrId, formatDate, formatDateTime } from '@rp/contract';
import type { Requirement } from '@rp/contract/entities';
import { localizedName } from '@rp/contract/rules/names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PastDueBadge, RequirementStatusBadge } from './requirement-status-badge';

function Field(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500} component="div" data-testid={props.testId}>
        {props.children}
      </Text>
    </div>
  );
}

/** The requirement at a glance: where, when, status and its counters. */
export function RequirementHeader({ requirement }: { requirement: Requirement }) {
  const { t, i18n } = useTranslation();
  const companyName = localizedName(
    { es: requirement.company_name, en: requirement.company_name_en },
    i18n.language,
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      aria-label={t('requirements.detail.summary')}
      component="section"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
          <Field label={t('requirements.fields.code')}>{codeOrId(requirement.code, requirement.id)}</Field>
          <Field label={t('requirements.fields.company')}>{companyName}</Field>
          <Field label={t('requirements.fields.site')}>{requirement.site_name ?? '—'}</Field>
          <Field label={t('requirements.fields.requeriment_date')}>
            {formatDate(requirement.requeriment_date)}
          </Field>
          <Field
            label={t('requirements.fields.week_year')}
          >{`${requirement.week}/${requirement.year}`}</Field>
          <Field label={t('requirements.fields.status')} testId="requirement-status">
            <Group gap={4}>
              <RequirementStatusBadge status={requirement.status} />
              <PastDueBadge isPastDue={requirement.is_past_due} />
            </Group>
          </Field>
          <Field label={t('requirements.fields.days_open')} testId="requirement-days-open">
            {requirement.days_open}
          </Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 3, sm: 6 }}>
          <Field label={t('requirements.fields.total_positions')} testId="requirement-total">
            {requirement.total_positions}
          </Field>
          <Field label={t('requirements.fields.accepted_positions')} testId="requirement-accepted">
            {requirement.accepted_positions}
          </Field>
          <Field label={t('requirements.fields.hired_positions')} testId="requirement-hired">
            {requirement.hired_positions}
          </Field>
          <Field label={t('requirements.fields.rejected_positions')} testId="requirement-rejected">
            {requirement.rejected_positions}
          </Field>
          <Field label={t('requirements.fields.open_positions')} testId="requirement-open">
            {requirement.open_positions}
          </Field>
          <Field label={t('requirements.fields.candidates')} testId="requirement-candidates">
            {requirement.candidates}
          </Field>
        </SimpleGrid>
        {requirement.additional_comments && (
          <Field label={t('requirements.fields.additional_comments')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {requirement.additional_comments}
            </Text>
          </Field>
        )}
        {requirement.status === 'Cancel' && (
          <Field label={t('requirements.fields.cancel_reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {requirement.cancel_reason}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(requirement.cancel_at)}
            </Text>
          </Field>
        )}
      </Stack>
    </Card>
  );
}
