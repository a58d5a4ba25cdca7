import { Card, FileInput, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import { CandidateAvatar } from './candidate-avatar';
import { photoAccept, photoFileProblem, toThumbnail } from './candidate-photo-file';

/** The current photo and a picker that uploads its thumbnail. */
export function CandidatePhoto({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const upload = useUploadCandidatePhoto();
  const [error, setError] = useState<string | null>(null);

  const handlePick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    const problem = photoFileProblem(file, t);
    if (problem) {
      setError(problem);
      return;
    }
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
          description={t('common.files.max_size', { mb: uploadMaxMb })}
          accept={photoAccept}
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
