import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { firstMessage } from '@rp/contract';
import {
  type CvPrefill,
  type CvPrefillField,
  type CvSkipReason,
  cvPrefillFields,
} from '@rp/contract/entities';
import { IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { apiErrorLines } from '../feedback/notify';
import { usePrefillFromCv } from './prefill-from-cv';

/** The form's current values of the fields a CV can fill. */
export type CvPrefillValues = Partial<Record<CvPrefillField, string | null | undefined>>;
/** What to write into the form. */
export type CvPrefillFill = Partial<Record<CvPrefillField, string>>;

/**
 * The CV's values for the fields that are still empty (blank counts as empty): what the user typed
 * is never overwritten (docs/domain.md#cv-prefill).
 */
export function emptyFieldsFromCv(current: CvPrefillValues, found: CvPrefill): CvPrefillFill {
  const fill: CvPrefillFill = {};
  for (const field of cvPrefillFields) {
    const value = found[field];
    if (value && !(current[field] ?? '').trim()) fill[field] = value;
  }
  return fill;
}

/** A value the CV holds that was not filled, and why. */
export type CvPrefillNote = { field: CvPrefillField; value: string; reason: CvSkipReason | 'kept' };

const sameValue = (field: CvPrefillField, a: string, b: string) =>
  field === 'phone_number'
    ? a.replace(/\D/g, '') === b.replace(/\D/g, '')
    : a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * What the CV holds but was not filled, each with its reason (docs/domain.md#cv-prefill): the values
 * the server left out (a wrong check digit, two different CURPs …), and the ones that differ from
 * what the field already had, which is kept.
 */
export function cvPrefillNotes(current: CvPrefillValues, found: CvPrefill): CvPrefillNote[] {
  const kept = cvPrefillFields.flatMap((field) => {
    const value = found[field];
    const typed = (current[field] ?? '').trim();
    return value && typed && !sameValue(field, typed, value)
      ? [{ field, value, reason: 'kept' as const }]
      : [];
  });
  return [...found.skipped, ...kept];
}

const readableExtensions = ['pdf', 'docx'];
const cvAccept =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx';

/** A CV the prefill can read: PDF or DOCX (a DOC is accepted as a CV but gives nothing). */
export const isReadableCv = (file: File | null | undefined): file is File =>
  !!file && readableExtensions.includes(file.name.split('.').pop()?.toLowerCase() ?? '');

type Result = { tone: 'filled' | 'nothing' | 'error'; text: string };
const toneColor = { filled: 'teal.9', nothing: 'dimmed', error: 'red.9' } as const;

/**
 * "Fill from CV": reads a PDF or DOCX CV on the server (nothing stored) and writes what it found
 * into the empty fields only, then says which fields it filled. With `file` (the application form,
 * where the CV is already chosen) it reads that file; without it the button asks for one.
 */
export function CvPrefillButton(props: {
  file?: File | null;
  getValues: () => CvPrefillValues;
  onFill: (values: CvPrefillFill) => void;
}) {
  const { t } = useTranslation();
  const prefill = usePrefillFromCv();
  const [result, setResult] = useState<Result | null>(null);
  const [notes, setNotes] = useState<CvPrefillNote[]>([]);

  const read = async (file: File | null) => {
    if (!file) return;
    if (!isReadableCv(file)) {
      setResult({ tone: 'error', text: t('candidates.cv_prefill.file_type') });
      return;
    }
    setResult(null);
    setNotes([]);
    try {
      const current = props.getValues();
      const found = await prefill.mutateAsync(file);
      const fill = emptyFieldsFromCv(current, found);
      setNotes(cvPrefillNotes(current, found));
      const filled = cvPrefillFields.filter((field) => fill[field] !== undefined);
      if (!filled.length) {
        setResult({ tone: 'nothing', text: t('candidates.cv_prefill.nothing') });
        return;
      }
      props.onFill(fill);
      const names = filled.map((field) => t(`candidates.fields.${field}`)).join(', ');
      setResult({ tone: 'filled', text: t('candidates.cv_prefill.filled', { fields: names }) });
    } catch (error) {
      // the server's message on the file (wrong type, too large) reads best without its field name
      const onFile = error instanceof ApiError ? firstMessage(error.data.file) : null;
      const text =
        error instanceof ApiError && error.status === 429
          ? t('candidates.cv_prefill.too_many')
          : (onFile ?? apiErrorLines(error, t).join(' '));
      setResult({ tone: 'error', text });
    }
  };

  const button = (extra: object = {}) => (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconFileSearch size={16} aria-hidden />}
      loading={prefill.isPending}
      {...extra}
    >
      {t('candidates.cv_prefill.action')}
    </Button>
  );

  return (
    <Stack gap={4}>
      <Group gap="sm">
        {props.file === undefined ? (
          <FileButton accept={cvAccept} onChange={(file) => void read(file)}>
            {(buttonProps) => button(buttonProps)}
          </FileButton>
        ) : (
          button({ disabled: !isReadableCv(props.file), onClick: () => void read(props.file ?? null) })
        )}
        <Text size="xs" c="dimmed">
          {t('candidates.cv_prefill.hint')}
        </Text>
      </Group>
      {/* read out when it changes: the fields filled, nothing found, or why it failed */}
      <Text size="sm" role="status" c={result ? toneColor[result.tone] : undefined}>
        {result?.text ?? ''}
      </Text>
      {/* what the CV holds but was not filled, and why: never left out silently */}
      {notes.map((note) => (
        <Text key={`${note.field}-${note.reason}`} size="sm" data-testid="cv-prefill-note">
          {t(`candidates.cv_prefill.skipped.${note.reason}`, {
            field: t(`candidates.fields.${note.field}`),
            value: note.value,
          })}
        </Text>
      ))}
    </Stack>
  );
}
