import '../texts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, formatDate, formatDateTime } from '@rp/contract';
import type { Vacancy } from '@rp/contract/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { typeLabel, vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { categoryLabel } from '../../../lib/labels';
import {
  catalogName,
  departmentName,
  useCatalog,
  useCategories,
  useCompanyNames,
  useDepartments,
  useStageNames,
  useUserNames,
} from '../api/get-vacancy-references';
import { StageBadge, VacancyStatusBadge } from './vacancy-status-badge';

function Field(props: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <div style={props.wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text
        size="sm"
        fw={500}
        component="div"
        data-testid={props.testId}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {props.children === null || props.children === '' ? '—' : props.children}
      </Text>
    </div>
  );
}

function Block(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.title}>
      <Title order={3} fz="md" mb="md">
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {props.children}
      </SimpleGrid>
    </Card>
  );
}

/** The vacancy at a glance: code, status and stage, company, position, openings, days open. */
export function VacancyHeader(props: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const { vacancy } = props;
  const companies = useCompanyNames();
  const stages = useStageNames();
  const stage = vacancy.current_status === null ? null : stages.get(vacancy.current_status);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('vacancies.detail.summary')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Field label={t('vacancies.fields.code')}>{vacancyCode(vacancy)}</Field>
        <Field label={t('vacancies.fields.status')} testId="vacancy-status">
          <Group gap={4}>
            <VacancyStatusBadge status={vacancy.status} />
            <StageBadge name={stage} />
          </Group>
        </Field>
        <Field label={t('vacancies.fields.company')}>
          {companies.get(vacancy.company) ?? `#${vacancy.company}`}
        </Field>
        <Field label={t('vacancies.fields.position')}>{vacancy.position}</Field>
        <Field label={`${t('vacancies.fields.hired')}/${t('vacancies.fields.quantity')}`}>
          {`${vacancy.hired}/${vacancy.quantity}`}
        </Field>
        <Field label={t('vacancies.fields.days_open')} testId="vacancy-days-open">
          {vacancy.days_open}
        </Field>
      </SimpleGrid>
      {vacancy.status === 'Cancel' && (
        <Stack gap={2} mt="md">
          <Field label={t('vacancies.fields.cancel_reason')}>{vacancy.cancel_reason}</Field>
          <Text size="xs" c="dimmed">
            {formatDateTime(vacancy.cancel_at)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

const yesNo = (t: (key: 'common.actions.yes' | 'common.actions.no') => string, value: boolean) =>
  t(value ? 'common.actions.yes' : 'common.actions.no');

/** Every field of the vacancy, grouped as the form groups them, with names instead of ids. */
export function VacancySummary({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const categories = useCategories();
  const departments = useDepartments().data ?? [];
  const users = useUserNames();
  const catalogs = {
    salaryType: useCatalog('salaryType').data ?? [],
    vacancyReasons: useCatalog('vacancyReasons').data ?? [],
    scholarLevel: useCatalog('scholarLevel').data ?? [],
    englishLevels: useCatalog('englishLevels').data ?? [],
  };
  const item = (group: keyof typeof catalogs, id: number | null) => {
    if (id === null) return null;
    const found = catalogs[group].find((row) => row.id === id);
    return found ? catalogName(found, lang) : `#${id}`;
  };
  const category = categories.find((row) => row.id === vacancy.category);
  const department = departments.find((row) => row.id === vacancy.department);
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? `#${id}`));
  const money = (value: number | null) => (value === null ? null : formatCurrency(value));

  return (
    <Stack>
      <Block title={t('vacancies.sections.request')}>
        <Field label={t('vacancies.fields.vacancy_type')}>{typeLabel(t, vacancy.vacancy_type)}</Field>
        <Field label={t('vacancies.fields.category')}>{category ? categoryLabel(t, category) : null}</Field>
        <Field label={t('vacancies.fields.department')}>
          {department ? departmentName(department, lang) : null}
        </Field>
        <Field label={t('vacancies.fields.expected_date')}>{formatDate(vacancy.expected_date)}</Field>
        <Field label={t('vacancies.fields.requisitor_name')}>{vacancy.requisitor_name}</Field>
        <Field label={t('vacancies.fields.requisitor_email')}>{vacancy.requisitor_email}</Field>
        <Field label={t('vacancies.fields.created_at')}>{formatDateTime(vacancy.created_at)}</Field>
        <Field label={t('vacancies.fields.approved_at')}>{formatDateTime(vacancy.approved_at)}</Field>
      </Block>
      <Block title={t('vacancies.sections.conditions')}>
        <Field label={t('vacancies.fields.salary_type')}>{item('salaryType', vacancy.salary_type)}</Field>
        <Field label={t('vacancies.fields.salary')} testId="vacancy-salary">
          {`${money(vacancy.salary_from) ?? '—'} – ${money(vacancy.salary_to) ?? '—'}`}
        </Field>
        <Field label={t('vacancies.fields.shift_description')}>{vacancy.shift_description}</Field>
        <Field label={t('vacancies.fields.plant')}>{vacancy.plant}</Field>
        <Field label={t('vacancies.fields.type_hiring')}>{vacancy.type_hiring}</Field>
        <Field label={t('vacancies.fields.temporal_time')}>{vacancy.temporal_time}</Field>
        <Field label={t('vacancies.fields.reason')}>{item('vacancyReasons', vacancy.reason)}</Field>
        <Field label={t('vacancies.fields.employee_substitution')}>{vacancy.employee_substitution}</Field>
        <Field label={t('vacancies.fields.is_foreign')}>{yesNo(t, vacancy.is_foreign)}</Field>
        <Field label={t('vacancies.fields.is_confidential')}>{yesNo(t, vacancy.is_confidential)}</Field>
      </Block>
      <Block title={t('vacancies.sections.profile')}>
        <Field label={t('vacancies.fields.scholar_level')}>
          {item('scholarLevel', vacancy.scholar_level)}
        </Field>
        <Field label={t('vacancies.fields.scholar_speciality')}>{vacancy.scholar_speciality}</Field>
        <Field label={t('vacancies.fields.english_level')}>
          {item('englishLevels', vacancy.english_level)}
        </Field>
        <Field label={t('vacancies.fields.genre')}>{t(`common.enums.gender.${vacancy.genre}`)}</Field>
        <Field label={t('vacancies.fields.require_visa')}>{yesNo(t, vacancy.require_visa)}</Field>
        <Field label={t('vacancies.fields.require_passport')}>{yesNo(t, vacancy.require_passport)}</Field>
        <Field label={t('vacancies.fields.experience')} wide>
          {vacancy.experience}
        </Field>
        <Field label={t('vacancies.fields.responsabilities')} wide>
          {vacancy.responsabilities}
        </Field>
        <Field label={t('vacancies.fields.additional_comments')} wide>
          {vacancy.additional_comments}
        </Field>
      </Block>
      <Block title={t('vacancies.sections.team')}>
        <Field label={t('vacancies.fields.recruiter')}>{user(vacancy.recruiter)}</Field>
        <Field label={t('vacancies.fields.hr_manager')}>{user(vacancy.hr_manager)}</Field>
        <Field label={t('vacancies.fields.program_manager')}>{user(vacancy.program_manager)}</Field>
      </Block>
    </Stack>
  );
}
