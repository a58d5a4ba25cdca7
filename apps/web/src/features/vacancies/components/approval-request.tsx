import '../texts';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { formatCurrency, formatDate, formatDateTime } from '@rp/contract';
import type { VacancyFromKey } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { typeLabel } from '../../../components/vacancy/vacancy-labels';
import type { Texts } from '../../../lib/i18n';
import { ApprovalRequestField as Field } from './approval-request-field';

/** The vacancy's request as the approver reads it (names, not ids, in the UI language). */
export function ApprovalRequest({ vacancy }: { vacancy: VacancyFromKey }) {
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
