import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Candidate,
  type CandidateIdentityField,
  candidateCreateSchema,
  candidateIdentityFields,
  candidateUpdateSchema,
  cvPrefillFields,
  type IdentityDuplicates,
} from '@rp/contract/entities';
import { candidateGenres, candidateStatuses } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { ageOn, candidateFullName, curpFacts } from '@rp/contract/rules/candidate';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CvPrefillButton, type CvPrefillFill } from '../../../components/cv-prefill/cv-prefill';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines, showApiError, showSaved, showWarning } from '../../../components/feedback/notify';
import { idParam, RecordState } from '../../../components/feedback/record-state';
import { DateField } from '../../../components/form/date-field';
import { CatalogSelect } from '../../../components/form/resource-select';
import { useFormRecord } from '../../../components/form/use-form-record';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { Page } from '../../../components/layout/page';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useAuth } from '../../../lib/auth';
import { useResourceItem } from '../../../lib/resource-hooks';
import { type CandidateListKind, useCandidateCategories } from '../api/get-candidate-categories';
import {
  type DuplicateMatch,
  duplicateMatchesOf,
  identityDuplicatesOf,
  useSaveCandidate,
} from '../api/save-candidate';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import { CandidateApplications } from './candidate-applications';
import { CandidateCategorySelect } from './candidate-category-select';
import { CandidateDeleteButton } from './candidate-delete-button';
import { CandidateDocuments } from './candidate-documents';
import { CandidateDuplicatesModal } from './candidate-duplicates-modal';
import { candidateHref, candidateListHref, candidatePageName } from './candidate-links';
import { CandidateLocationFields } from './candidate-location-fields';
import { CandidatePhoto } from './candidate-photo';
import { CandidatePhotoDraft, usePhotoDraft } from './candidate-photo-draft';
import { CandidateQuickCapture } from './candidate-quick-capture';
import { CandidateStatusButton } from './candidate-status-modal';

type Genre = (typeof candidateGenres)[number];
type Status = (typeof candidateStatuses)[number];

type Values = {
  names: string;
  last_name: string;
  second_name: string;
  curp: string;
  rfc: string;
  ssn: string;
  employee_code: string;
  genre: Genre | null;
  birthdate: string | null;
  email: string;
  phone_number: string;
  address: string;
  colony: string;
  postal_code: string;
  city: string;
  state: string;
  emergency_name: string;
  emergency_phone: string;
  category: number | null;
  scholar_level: number | null;
  scholar_speciality: string;
  scholar_notes: string;
  english_level: number | null;
  recruitment_source: number | null;
  last_company: string;
  last_position: string;
  additional_comments: string;
  status: Status;
};

const emptyValues: Values = {
  names: '',
  last_name: '',
  second_name: '',
  curp: '',
  rfc: '',
  ssn: '',
  employee_code: '',
  genre: null,
  birthdate: null,
  email: '',
  phone_number: '',
  address: '',
  colony: '',
  postal_code: '',
  city: '',
  state: '',
  emergency_name: '',
  emergency_phone: '',
  category: null,
  scholar_level: null,
  scholar_speciality: '',
  scholar_notes: '',
  english_level: null,
  recruitment_source: null,
  last_company: '',
  last_position: '',
  additional_comments: '',
  status: 'Active',
};

const toValues = (candidate: Candidate): Values => ({
  names: candidate.names,
  last_name: candidate.last_name,
  second_name: candidate.second_name ?? '',
  curp: candidate.curp ?? '',
  rfc: candidate.rfc ?? '',
  ssn: candidate.ssn ?? '',
  employee_code: candidate.employee_code ?? '',
  genre: candidate.genre,
  birthdate: candidate.birthdate ? candidate.birthdate.slice(0, 10) : null,
  email: candidate.email ?? '',
  phone_number: candidate.phone_number ?? '',
  address: candidate.address ?? '',
  colony: candidate.colony ?? '',
  postal_code: candidate.postal_code ?? '',
  city: candidate.city ?? '',
  state: candidate.state ?? '',
  emergency_name: candidate.emergency_name ?? '',
  emergency_phone: candidate.emergency_phone ?? '',
  category: candidate.category,
  scholar_level: candidate.scholar_level,
  scholar_speciality: candidate.scholar_speciality ?? '',
  scholar_notes: candidate.scholar_notes ?? '',
  english_level: candidate.english_level,
  recruitment_source: candidate.recruitment_source,
  last_company: candidate.last_company ?? '',
  last_position: candidate.last_position ?? '',
  additional_comments: candidate.additional_comments ?? '',
  status: candidate.status,
});

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {props.title}
      </Title>
      <Stack gap="sm">{props.children}</Stack>
    </Card>
  );
}

/** An identity clash the server answered: the records and the values that were sent. */
type IdentityClash = { of: IdentityDuplicates; sent: Partial<Record<CandidateIdentityField, string>> };

function CandidateForm(props: { kind: CandidateListKind; candidate?: Candidate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canOpen } = useAuth();
  const { candidate, kind } = props;
  const save = useSaveCandidate();
  const upload = useUploadCandidatePhoto();
  const photo = usePhotoDraft();
  const { categories, listOf } = useCandidateCategories(kind);
  const [formError, setFormError] = useState<string[]>([]);
  const [matches, setMatches] = useState<DuplicateMatch[] | null>(null);
  const [clash, setClash] = useState<IdentityClash | null>(null);
  const form = useZodForm<Values>(
    candidate ? candidateUpdateSchema : candidateCreateSchema,
    candidate ? toValues(candidate) : emptyValues,
  );

  useFormRecord(form, candidate, toValues);

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

  // the new candidate exists: its photo failing to upload only says so (it can be retried on its page)
  const uploadPhotoOf = async (id: number) => {
    if (!photo.draft) return;
    try {
      await upload.mutateAsync({ id, photo: photo.draft.thumbnail });
    } catch (error) {
      showWarning(
        t('candidates.photo.upload_failed_title'),
        [t('candidates.photo.upload_failed'), ...apiErrorLines(error, t)].join('\n'),
      );
    }
  };

  const submit = async (values: Values, isConfirmed: boolean) => {
    setFormError([]);
    setClash(null);
    const body = { ...emptyToNull(values), ...(isConfirmed ? { confirm_duplicates: true } : {}) };
    let saved: Candidate;
    try {
      saved = await save.mutateAsync({ id: candidate?.id, body });
    } catch (error) {
      const duplicates = duplicateMatchesOf(error);
      if (duplicates) {
        setMatches(duplicates);
        return;
      }
      setMatches(null);
      const of = identityDuplicatesOf(error);
      if (of) {
        const sent = Object.fromEntries(candidateIdentityFields.map((field) => [field, values[field]]));
        setClash({ of, sent });
      }
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('candidates.notify.error_saving'));
      return;
    }
    setMatches(null);
    showSaved(t, t('candidates.notify.saved'));
    if (candidate) return;
    await uploadPhotoOf(saved.id);
    navigate(candidateHref(kind, saved.id));
  };

  const handleSubmit = form.onSubmit((values) => submit(values, false));
  const age = ageOn(form.values.birthdate, dayjs().format('YYYY-MM-DD'));
  const fullName = candidateFullName({
    last_name: form.values.last_name.trim(),
    second_name: form.values.second_name.trim(),
    names: form.values.names.trim(),
  });
  const text = (field: keyof Values, options: { required?: boolean } = {}) => ({
    label: t(`candidates.fields.${field}`),
    withAsterisk: options.required,
    ...form.getInputProps(field),
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
  const catalog = (field: 'scholar_level' | 'english_level' | 'recruitment_source') => ({
    label: t(`candidates.fields.${field}`),
    value: form.values[field],
    error: form.errors[field],
    onChange: (value: number | null) => form.setFieldValue(field, value),
  });

  const fields = (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        <Section title={t('candidates.sections.identity')}>
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
        </Section>
        <Section title={t('candidates.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('email')} type="email" />
            <TextInput {...text('phone_number')} type="tel" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...text('address')} />
            <TextInput {...text('colony')} />
            <TextInput {...text('postal_code')} maxLength={5} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CandidateLocationFields
              state={form.values.state}
              city={form.values.city}
              stateError={form.errors.state}
              cityError={form.errors.city}
              onStateChange={(value) => form.setFieldValue('state', value)}
              onCityChange={(value) => form.setFieldValue('city', value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('emergency_name')} />
            <TextInput {...text('emergency_phone')} type="tel" />
          </SimpleGrid>
        </Section>
        <Section title={t('candidates.sections.profile')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CandidateCategorySelect
              categories={categories}
              value={form.values.category}
              error={form.errors.category}
              onChange={(value) => form.setFieldValue('category', value)}
            />
            <Select
              {...text('status')}
              allowDeselect={false}
              data={candidateStatuses.map((status) => ({
                value: status,
                label: t(`candidates.statuses.${status}`),
              }))}
            />
            <CatalogSelect clasId={9} {...catalog('recruitment_source')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CatalogSelect clasId={2} {...catalog('scholar_level')} />
            <TextInput {...text('scholar_speciality')} />
            <CatalogSelect clasId={8} {...catalog('english_level')} />
          </SimpleGrid>
          <Textarea {...text('scholar_notes')} autosize minRows={2} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('last_company')} />
            <TextInput {...text('last_position')} />
          </SimpleGrid>
          <Textarea {...text('additional_comments')} autosize minRows={2} />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={candidateListHref(kind)}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || upload.isPending} disabled={photo.isPreparing}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
      <CandidateDuplicatesModal
        kind={kind}
        matches={matches}
        isSaving={save.isPending}
        onClose={() => setMatches(null)}
        onConfirm={() => submit(form.getValues(), true)}
      />
    </form>
  );
  if (candidate) return fields;
  // a new candidate: the photo is chosen beside the form and uploaded once the candidate is saved
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <CandidatePhotoDraft photo={photo} disabled={save.isPending || upload.isPending} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>{fields}</Grid.Col>
    </Grid>
  );
}

/** /database/<list>/new and /database/<list>/:id_candidate: the candidate form and, when editing, its extras. */
export function CandidateFormPage(props: { kind: CandidateListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id_candidate } = useParams();
  const isNew = id_candidate === undefined;
  const id = idParam(id_candidate);
  const query = useResourceItem(resources.candidates, isNew ? undefined : id);
  const back = (
    <Anchor component={Link} to={candidateListHref(props.kind)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('candidates.back')}
      </Group>
    </Anchor>
  );

  if (isNew) return <NewCandidate kind={props.kind} back={back} />;
  return (
    <RecordState query={query} isValidId={id !== undefined}>
      {(candidate) => (
        <Page
          title={candidate.full_name}
          actions={
            <Group gap="sm">
              <CandidateStatusButton candidate={candidate} />
              <CandidateDeleteButton
                candidate={candidate}
                onDeleted={() => navigate(candidateListHref(props.kind))}
              />
            </Group>
          }
        >
          <Group gap="sm">
            {back}
            <Badge color={candidate.status === 'Active' ? 'green' : 'gray'} variant="light">
              {t(`candidates.statuses.${candidate.status}`)}
            </Badge>
            {candidate.is_black_list && (
              <Badge color="dark" variant="filled">
                {t('candidates.blacklisted')}
              </Badge>
            )}
          </Group>
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <CandidatePhoto candidate={candidate} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <CandidateForm kind={props.kind} candidate={candidate} />
            </Grid.Col>
          </Grid>
          <CandidateDocuments candidateId={candidate.id} />
          <CandidateApplications candidateId={candidate.id} />
        </Page>
      )}
    </RecordState>
  );
}

/** A new candidate: the quick capture (works offline) or the full form. */
function NewCandidate(props: { kind: CandidateListKind; back: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // a phone opens the quick capture (docs/decisions.md, "Offline forms")
  const isPhone = useIsPhone();
  const [mode, setMode] = useState<'quick' | 'full' | null>(null);
  // a draft being continued is a quick capture; otherwise phones start quick, wider screens full
  const shown = mode ?? (searchParams.has('draft') || isPhone ? 'quick' : 'full');
  return (
    <Page title={t('candidates.new')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {props.back}
        <SegmentedControl
          aria-label={t('candidates.quick.mode_label')}
          value={shown}
          onChange={(value) => setMode(value === 'quick' ? 'quick' : 'full')}
          data={[
            { value: 'quick', label: t('candidates.quick.mode_quick') },
            { value: 'full', label: t('candidates.quick.mode_full') },
          ]}
        />
      </Group>
      {shown === 'quick' ? <CandidateQuickCapture kind={props.kind} /> : <CandidateForm kind={props.kind} />}
    </Page>
  );
}
