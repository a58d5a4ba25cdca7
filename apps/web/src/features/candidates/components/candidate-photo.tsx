import { Card, FileInput, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import { CandidateAvatar } from './candidate-avatar';

const thumbnailSide = 256;

/** A 256×256 center-cropped JPEG of an image file, drawn on a canvas. */
export async function toThumbnail(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = thumbnailSide;
  canvas.height = thumbnailSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    thumbnailSide,
    thumbnailSide,
  );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.85),
  );
}

/** The current photo and a picker that uploads its thumbnail. */
export function CandidatePhoto({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const upload = useUploadCandidatePhoto();
  const [error, setError] = useState<string | null>(null);

  const handlePick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    let thumbnail: Blob;
    try {
      thumbnail = await toThumbnail(file);
    } catch {
      setError(t('candidates.photo.invalid'));
      return;
    }
    try {
      await upload.mutateAsync({ id: candidate.id, photo: thumbnail });
      showSaved(t, t('candidates.photo.uploaded'));
    } catch (err) {
      showApiError(err, t);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('candidates.photo.title')}
      </Title>
      <Stack align="center">
        <CandidateAvatar
          key={candidate.photo_path ?? 'none'}
          photoId={candidate.photo_path}
          name={`${candidate.names} ${candidate.last_name}`}
          alt={t('candidates.photo.alt', { name: candidate.full_name })}
          size={128}
          radius={128}
        />
        {!candidate.photo_path && (
          <Text size="sm" c="dimmed">
            {t('candidates.photo.none')}
          </Text>
        )}
        <FileInput
          w="100%"
          label={t('candidates.photo.pick')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          leftSection={<IconPhoto size={16} />}
          value={null}
          onChange={handlePick}
          disabled={upload.isPending}
          error={error}
        />
      </Stack>
    </Card>
  );
}
