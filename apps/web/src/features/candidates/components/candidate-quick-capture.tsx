import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { DraftNotice } from '../../../components/form/draft-notice';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import type { ApiError } from '../../../lib/api-client';
import { isOffline, isUnreachable, useOfflineDraft } from '../../../lib/use-offline-draft';
import { type CandidateListKind, useCandidateCategories } from '../api/get-candidate-categories';
import { type DuplicateMatch, duplicateMatchesOf } from '../api/save-candidate';
import { sendCandidateDraft } from '../api/send-candidate-draft';
import { CandidateCategorySelect } from './candidate-category-select';
import { CandidateDuplicatesModal } from './candidate-duplicates-modal';
import { candidateHref, candidateListHref } from './candidate-links';
import {
  emptyQuickCandidate,
  type QuickCandidateValues,
  quickCandidateSchema,
} from './candidate-quick-values';

/** Photos a phone's camera gives (the server sniffs the bytes again). */
const photoTypes = 'image/jpeg,image/png,image/webp';

/**
 * The quick candidate capture (docs/decisions.md, "Offline forms"): names, CURP, phone, e-mail,
 * the list's category and a photo of the CV, kept on the device as typed; without a connection it
 * is queued and sent (exactly once) when the connection returns, with the server's corrections shown
 * here if it refuses it.
 */
export function CandidateQuickCapture(props: { kind: CandidateListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { categories } = useCandidateCategories(props.kind);
  const [formError, setFormError] = useState<string[]>([]);
  const [matches, setMatches] = useState<DuplicateMatch[] | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const form = useZodForm<QuickCandidateValues>(quickCandidateSchema, emptyQuickCandidate());
  const files = useMemo(() => (photo ? { cv: photo } : undefined), [photo]);
  const draft = useOfflineDraft({
    kind: 'candidate',
    variant: props.kind,
    enabled: true,
    form,
    emptyValues: emptyQuickCandidate,
    files,
    onRestore: (restored) => setPhoto(restored.files?.cv ?? null),
  });
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const showRefusal = (error: ApiError) => {
    const duplicates = duplicateMatchesOf(error);
    if (duplicates) return setMatches(duplicates);
    setFormError(applyServerErrors(form, error));
  };

  const handlePhoto = (file: File | null) => {
    setPhotoError(null);
    if (!file) return;
    if (file.size > uploadMaxMb * 1024 * 1024)
      return setPhotoError(t('errors.file_too_large', { mb: uploadMaxMb }));
    setPhoto(file);
  };

  const queue = async (values: QuickCandidateValues) => {
    await draft.queue(values, files);
    setPhoto(null);
    notifications.show({ color: 'yellow', message: t('shell.offline.queued'), autoClose: 8_000 });
  };

  const submit = async (values: QuickCandidateValues) => {
    setFormError([]);
    setMatches(null);
    if (isOffline()) return queue(values);
    setSaving(true);
    try {
      // the same steps as a draft sent later, with the same keys: a retry never creates twice
      let created: number | undefined;
      const steps: Record<string, number> = { ...draft.restored?.steps };
      await sendCandidateDraft(
        { ...(draft.restored ?? emptyDraftOf(draft.draftId)), values, files },
        {
          key: (step) => `${draft.draftId}-${step}`,
          done: (step) => steps[step],
          record: async (step, id) => {
            steps[step] = id;
            if (step === 'candidate') created = id;
          },
        },
      );
      await draft.finish();
      showSaved(t, t('candidates.notify.saved'));
      const id = created ?? steps.candidate;
      if (id !== undefined) navigate(candidateHref(props.kind, id));
    } catch (error) {
      if (isUnreachable(error)) return queue(values);
      if (duplicateMatchesOf(error)) return setMatches(duplicateMatchesOf(error));
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('candidates.notify.error_saving'));
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof QuickCandidateValues, required = false) => ({
    label: t(`candidates.fields.${field}` as 'candidates.fields.names'),
    withAsterisk: required,
    ...form.getInputProps(field),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => submit(values))}
      noValidate
      aria-label={t('candidates.quick.title')}
    >
      <Stack>
        <DraftNotice draft={draft.restored} onDiscard={draft.discard} onRefusal={showRefusal} />
        <FormErrors lines={formError} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('candidates.quick.hint')}
            </Text>
            <CandidateCategorySelect
              categories={categories}
              value={form.values.category}
              error={form.errors.category}
              onChange={(value) => form.setFieldValue('category', value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('names', true)} autoComplete="off" />
              <TextInput {...text('last_name', true)} autoComplete="off" />
              <TextInput {...text('second_name')} autoComplete="off" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...text('curp')} maxLength={18} autoCapitalize="characters" />
              <TextInput {...text('phone_number')} type="tel" inputMode="tel" />
              <TextInput {...text('email')} type="email" inputMode="email" />
            </SimpleGrid>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('candidates.quick.cv_photo')}
              </Text>
              {preview && (
                <Image
                  src={preview}
                  alt={t('candidates.quick.cv_photo')}
                  mah={240}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              )}
              <Group gap="sm">
                <FileButton onChange={handlePhoto} accept={photoTypes} capture="environment">
                  {(buttonProps) => (
                    <Button {...buttonProps} variant="light" leftSection={<IconCamera size={18} />}>
                      {photo ? t('candidates.quick.retake') : t('candidates.quick.take_photo')}
                    </Button>
                  )}
                </FileButton>
                {photo && (
                  <Button variant="default" leftSection={<IconX size={16} />} onClick={() => setPhoto(null)}>
                    {t('candidates.quick.remove_photo')}
                  </Button>
                )}
              </Group>
              {photoError && (
                <Text size="sm" c="red" role="alert">
                  {photoError}
                </Text>
              )}
            </Stack>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={candidateListHref(props.kind)}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
      <CandidateDuplicatesModal
        kind={props.kind}
        matches={matches}
        isSaving={isSaving}
        onClose={() => setMatches(null)}
        onConfirm={() => {
          form.setFieldValue('confirm_duplicates', true);
          void submit({ ...form.getValues(), confirm_duplicates: true });
        }}
      />
    </form>
  );
}

/** The draft shape of a capture sent straight away (never stored). */
const emptyDraftOf = (id: string) => ({
  id,
  user: 0,
  kind: 'candidate' as const,
  variant: '',
  state: 'editing' as const,
  values: {},
  created_at: 0,
  updated_at: 0,
});
