import { Avatar, Card, FileInput, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { photoAccept, photoFileProblem, toThumbnail } from './candidate-photo-file';

/** A photo chosen before the candidate exists: the file picked and the thumbnail that will be uploaded. */
export type PhotoDraft = { file: File; thumbnail: Blob };

/** A browser URL of `blob` while it is shown, revoked when it changes or the component leaves. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The new-candidate form's photo: a picked file is checked (type, size, readable) and kept, with its
 * thumbnail, until the candidate is saved; the form then uploads it for the new id.
 */
export function usePhotoDraft() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PhotoDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  // only the latest pick counts when two are read at once
  const lastPick = useRef(0);
  const preview = useObjectUrl(draft?.thumbnail ?? null);

  const pick = async (file: File | null) => {
    const pickId = ++lastPick.current;
    setError(null);
    setDraft(null);
    if (!file) return;
    const problem = photoFileProblem(file, t);
    if (problem) {
      setError(problem);
      return;
    }
    setPreparing(true);
    try {
      const thumbnail = await toThumbnail(file);
      if (pickId === lastPick.current) setDraft({ file, thumbnail });
    } catch {
      if (pickId === lastPick.current) setError(t('candidates.photo.invalid'));
    } finally {
      if (pickId === lastPick.current) setPreparing(false);
    }
  };

  return { draft, preview, error, isPreparing, pick };
}

export type PhotoDraftState = ReturnType<typeof usePhotoDraft>;

/** The photo card of the new-candidate form: the preview and the picker (uploaded on save). */
export function CandidatePhotoDraft(props: { photo: PhotoDraftState; disabled?: boolean }) {
  const { t } = useTranslation();
  const { photo } = props;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('candidates.photo.title')}
      </Title>
      <Stack align="center">
        <Avatar
          size={128}
          radius={128}
          src={photo.preview}
          alt={photo.preview ? t('candidates.photo.preview_alt') : undefined}
        >
          <IconPhoto size={40} />
        </Avatar>
        <Text size="sm" c="dimmed" ta="center">
          {photo.draft ? t('candidates.photo.on_save') : t('candidates.photo.none')}
        </Text>
        <FileInput
          w="100%"
          label={t('candidates.photo.pick')}
          description={t('common.files.max_size', { mb: uploadMaxMb })}
          accept={photoAccept}
          leftSection={<IconPhoto size={16} />}
          clearable
          value={photo.draft?.file ?? null}
          onChange={photo.pick}
          disabled={props.disabled || photo.isPreparing}
          error={photo.error}
        />
      </Stack>
    </Card>
  );
}
