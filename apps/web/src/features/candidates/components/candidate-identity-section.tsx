import { Anchor, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type CandidateIdentityField, cvPrefillFields } from '@rp/contract/entities';
import { candidateGenres } from '@rp/contract/enums';
import { ageOn, candidateFullName, curpFacts } from '@rp/contract/rules/candidate';
import { IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CvPrefillButton, type CvPrefillFill } from '../../../components/cv-prefill/cv-prefill';
import { DateField } from '../../../components/form/date-field';
import { useAuth } from '../../../lib/auth';
import type { CandidateListKind } from '../api/get-candidate-categories';
import { type CandidateForm, useCandidateFieldProps } from './candidate-field-props';
import { CandidateFormSection } from './candidate-form-section';
import { candidateHref, candidatePageName } from './candidate-links';
import type { IdentityClash } from './use-candidate-submit';

/**
 * The identity part of the full candidate form: fill from a CV, the names (with the full name and
 * age they give), the identity numbers (one another candidate has links to that record when the
 * user may open it), sex and birth date, which a valid CURP fills when still empty.
 */
export function CandidateIdentitySection(props: {
  form: CandidateForm;
  clash: IdentityClash | null;
  /** The list a category belongs to (the page of a clashing record). */
  listOf: (category: number | null) => CandidateListKind | null;
}) {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  const { form, clash, listOf } = props;
  const { text } = useCandidateFieldProps(form);

  // a valid CURP fills the birth date and sex the user has not given (they stay editable)
  form.watch('curp', ({ value }) => {
    const facts = curpFacts(value);
    if (!facts) return;
    const current = form.getValues();
    if (!current.birthdate) form.setFieldValue('birthdate', facts.birthdate);
    if (!current.genre) form.setFieldValue('genre', facts.genre);
  });

  // a CV's data go only into the fields still empty; a CURP filled this way fills birth date and sex too
  const fillFromCv = (fill: CvPrefillFill) => {
    for (const field of cvPrefillFields) {
      const value = fill[field];
      if (value !== undefined) form.setFieldValue(field, value);
    }
  };

  const age = ageOn(form.values.birthdate, dayjs().format('YYYY-MM-DD'));
  const fullName = candidateFullName({
    last_name: form.values.last_name.trim(),
    second_name: form.values.second_name.trim(),
    names: form.values.names.trim(),
  });
  // an identity number another candidate has: the message, and a link to that record when the user may open it
  const identity = (field: CandidateIdentityField) => {
    const props = text(field);
    const existing = clash?.of[field];
    if (!props.error || !existing || clash?.sent[field] !== form.values[field]) return props;
    const list = listOf(existing.category);
    if (!list || !canOpen(candidatePageName(list))) return props;
    return {
      ...props,
      error: (
        <>
          {props.error}{' '}
          <Anchor href={candidateHref(list, existing.id)} target="_blank" rel="noopener" size="xs">
            {t('candidates.duplicates.open_existing')}
            <IconExternalLink
              size={12}
              style={{ marginInlineStart: 2, verticalAlign: 'middle' }}
              aria-hidden
            />
          </Anchor>
        </>
      ),
    };
  };

  return (
    <CandidateFormSection title={t('candidates.sections.identity')}>
      <CvPrefillButton getValues={form.getValues} onFill={fillFromCv} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text('names', { required: true })} />
        <TextInput {...text('last_name', { required: true })} />
        <TextInput {...text('second_name')} />
      </SimpleGrid>
      <Group gap="xl">
        <Text size="sm">
          <Text span c="dimmed">
            {t('candidates.fields.full_name')}:{' '}
          </Text>
          <span data-testid="candidate-full-name">{fullName || '—'}</span>
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('candidates.fields.age')}:{' '}
          </Text>
          <span data-testid="candidate-age">
            {age === null ? '—' : t('candidates.age_value', { count: age })}
          </span>
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput {...identity('curp')} maxLength={18} />
        <TextInput {...identity('rfc')} maxLength={13} />
        <TextInput {...identity('ssn')} maxLength={11} />
        <TextInput {...identity('employee_code')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Select
          {...text('genre')}
          clearable
          data={candidateGenres.map((genre) => ({
            value: genre,
            label: t(`candidates.genres.${genre}`),
          }))}
        />
        <DateField {...text('birthdate')} maxDate={new Date()} defaultLevel="decade" />
      </SimpleGrid>
    </CandidateFormSection>
  );
}
