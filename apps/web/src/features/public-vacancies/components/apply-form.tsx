import '../texts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { applyFields, cvPrefillFields, type PublicVacancy } from '@rp/contract/entities';
import { isOneOf } from '@rp/contract/enums';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvPrefillButton, type CvPrefillFill, isReadableCv } from '../../../components/cv-prefill/cv-prefill';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { DateField } from '../../../components/form/date-field';
import { applyServerErrors, focusFirstFieldInError, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import type { Texts } from '../../../lib/i18n';
import { useApplyToVacancy } from '../api/apply-to-vacancy';

const cvExtensions = ['pdf', 'doc', 'docx'] as const;
const cvAccept =
  'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx';

type ApplyValues = {
  vacancy: string;
  names: string;
  last_name: string;
  second_name: string;
  email: string;
  phone_number: string;
  curp: string;
  rfc: string;
  birthdate: string;
  city: string;
  state: string;
  /** 'true' once the person accepts the privacy notice ('' before): the contract wants the literal. */
  consent: string;
  lang: string;
  file: File | null;
};

/**
 * The application form of one public vacancy: the person (names, last name, e-mail and phone
 * required), the CV (PDF, DOC or DOCX) and the privacy consent. Sends multipart to vacancies/apply/;
 * the server's answer (the same for everyone) replaces the form.
 */
export function ApplyForm(props: { vacancy: PublicVacancy; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const apply = useApplyToVacancy();
  const [sent, setSent] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Honeypot: hidden from people, filled by bots (the server answers them as anyone and drops them).
  const [website, setWebsite] = useState('');
  const form = useZodForm<ApplyValues>(applyFields, {
    vacancy: String(props.vacancy.id),
    names: '',
    last_name: '',
    second_name: '',
    email: '',
    phone_number: '',
    curp: '',
    rfc: '',
    birthdate: '',
    city: '',
    state: '',
    consent: '',
    lang: i18n.language === 'en' ? 'en' : 'es',
    file: null,
  });
  const label = (field: keyof Texts['vacancies']['public']['fields']) =>
    t(`vacancies.public.fields.${field}`);

  const fileProblem = (file: File | null) => {
    if (!file) return t('validation.required');
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!isOneOf(cvExtensions, extension)) return t('vacancies.public.file_type');
    if (file.size > uploadMaxMb * 1024 * 1024) return t('errors.file_too_large', { mb: uploadMaxMb });
    return null;
  };

  // the CV's data go only into the fields still empty (docs/domain.md#cv-prefill)
  const fillFromCv = (fill: CvPrefillFill) => {
    for (const field of cvPrefillFields) {
      const value = fill[field];
      if (value !== undefined) form.setFieldValue(field, value);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate();
    const fileError = fileProblem(form.values.file);
    if (fileError) form.setFieldError('file', fileError);
    if (result.hasErrors || fileError || !form.values.file) {
      focusFirstFieldInError([...Object.keys(result.errors), 'file']);
      return;
    }
    setFormErrors([]);
    const { file, ...fields } = form.values;
    try {
      const answer = await apply.mutateAsync({
        fields: { ...fields, website, lang: i18n.language === 'en' ? 'en' : 'es' },
        file,
      });
      setSent(answer.detail);
      // sent: closing the dialog loses nothing (docs/decisions.md, "Unsaved changes")
      form.resetDirty();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        // the server's words: too many from this network, and in how many seconds to try again
        setFormErrors([error.message]);
        return;
      }
      const rest = applyServerErrors(form, error);
      if (!(error instanceof ApiError && error.status === 400)) setFormErrors(apiErrorLines(error, t));
      else setFormErrors(rest);
    }
  };

  if (sent !== null)
    return (
      <Stack>
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck size={18} />}
          title={t('vacancies.public.sent')}
        >
          {sent}
        </Alert>
        <Button fullWidth onClick={props.onCancel}>
          {t('common.actions.close')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack>
        <FormErrors lines={formErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={label('names')}
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('names')}
          />
          <TextInput
            label={label('last_name')}
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput label={label('second_name')} {...form.getInputProps('second_name')} />
          <TextInput
            label={label('email')}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={label('phone_number')}
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone_number')}
          />
          <DateField
            label={label('birthdate')}
            maxDate={new Date()}
            defaultLevel="decade"
            value={form.values.birthdate}
            onChange={(value) => form.setFieldValue('birthdate', value ?? '')}
            error={form.errors.birthdate}
          />
          <TextInput label={label('curp')} maxLength={18} {...form.getInputProps('curp')} />
          <TextInput label={label('rfc')} maxLength={13} {...form.getInputProps('rfc')} />
          <TextInput label={label('city')} autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label={label('state')} autoComplete="address-level1" {...form.getInputProps('state')} />
        </SimpleGrid>
        <FileInput
          label={label('file')}
          withAsterisk
          clearable
          accept={cvAccept}
          leftSection={<IconUpload size={16} />}
          placeholder={t('vacancies.public.file_placeholder')}
          description={t('common.files.max_size', { mb: uploadMaxMb })}
          {...form.getInputProps('file')}
        />
        {isReadableCv(form.values.file) ? (
          <CvPrefillButton
            key={`${form.values.file.name}:${form.values.file.size}`}
            file={form.values.file}
            getValues={form.getValues}
            onFill={fillFromCv}
          />
        ) : null}
        {/* honeypot: out of sight and out of the accessibility tree; people never fill it */}
        <Box
          aria-hidden
          style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
        >
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            aria-label={label('website')}
            value={website}
            onChange={(event) => setWebsite(event.currentTarget.value)}
          />
        </Box>
        <Text size="xs" c="dimmed">
          {t('vacancies.public.privacy')}
        </Text>
        <Checkbox
          label={t('vacancies.public.consent')}
          checked={form.values.consent === 'true'}
          onChange={(event) => form.setFieldValue('consent', event.currentTarget.checked ? 'true' : '')}
          error={form.errors.consent}
          data-path="consent"
        />
        <Group justify="flex-end" grow preventGrowOverflow={false}>
          <Button variant="default" onClick={props.onCancel}>
            {t('vacancies.public.cancel')}
          </Button>
          <Button type="submit" loading={apply.isPending}>
            {t('vacancies.public.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
