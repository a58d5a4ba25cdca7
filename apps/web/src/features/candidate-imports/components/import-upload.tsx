import { Alert, Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { firstMessage } from '@rp/contract';
import type { ImportPreview } from '@rp/contract/entities';
import { importFileLimits } from '@rp/contract/rules/candidate-import';
import { formatNumberInput } from '@rp/contract/rules/number';

/** The largest file, in MB as the screen says it. */
const maxMb = importFileLimits.maxBytes / (1024 * 1024);

import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/api-client';
import { useUploadCandidateImport } from '../api/upload-candidate-import';
import { importAccept, isImportFile } from './import-labels';

/**
 * The import's first step: a drop zone with a file button for one .xlsx or .csv, its limits said
 * under it. The file is sent as soon as it is picked or dropped; what the server says against it
 * (a 400 on `file`: unreadable, too many rows, encrypted…) is shown in place, to pick another.
 */
export function ImportUpload(props: { onUploaded: (preview: ImportPreview) => void }) {
  const { t } = useTranslation();
  const upload = useUploadCandidateImport();
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);

  const send = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!isImportFile(file)) {
      setError(t('candidates.candidate_import.upload.wrong_type'));
      return;
    }
    if (file.size > importFileLimits.maxBytes) {
      setError(t('candidates.candidate_import.upload.too_large', { mb: maxMb }));
      return;
    }
    try {
      props.onUploaded(await upload.mutateAsync(file));
    } catch (failure) {
      // the server's reason on the file reads best without its field name
      const onFile = failure instanceof ApiError ? firstMessage(failure.data.file) : null;
      setError(onFile ?? apiErrorLines(failure, t).join(' '));
    }
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) void send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="lg"
        radius="md"
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        bg={isDragging ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
        data-testid="import-drop-zone"
      >
        <Stack align="center" gap="xs" ta="center">
          <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
          <Text fw={500}>{t('candidates.candidate_import.upload.drop')}</Text>
          <FileButton accept={importAccept} onChange={(file) => void send(file)}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t('candidates.candidate_import.upload.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('candidates.candidate_import.upload.limits', {
              mb: maxMb,
              rows: formatNumberInput(importFileLimits.maxRows, 'amount'),
            })}
          </Text>
          {upload.isPending && (
            <Text size="sm" role="status">
              {t('candidates.candidate_import.upload.reading')}
            </Text>
          )}
        </Stack>
      </Paper>
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('candidates.candidate_import.upload.error_title')}
          role="alert"
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
