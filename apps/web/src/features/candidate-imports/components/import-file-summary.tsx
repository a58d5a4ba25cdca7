import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ImportPreview } from '@rp/contract/entities';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A CSV's encoding as Excel's "Save as" names it; one the screen does not know as the server said it. */
const encodingNames: Record<string, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (ANSI)',
  'utf-16le': 'UTF-16 (Unicode)',
  'utf-16be': 'UTF-16 (Unicode)',
};

/**
 * The uploaded file, as the server read it: its name and rows, a CSV's encoding and delimiter (a
 * wrong guess shows here first, as garbled samples), the empty rows left out; and another upload.
 */
export function ImportFileSummary(props: { preview: ImportPreview; onReplace: () => void }) {
  const { t } = useTranslation();
  const { preview } = props;
  const delimiter =
    preview.delimiter === '\t' ? t('candidates.candidate_import.upload.tab') : preview.delimiter;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconFileSpreadsheet size={24} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="import-file-summary">
              {t('candidates.candidate_import.upload.summary', {
                name: preview.file_name,
                count: preview.total_rows,
              })}
            </Text>
            {preview.format === 'csv' && preview.encoding && delimiter && (
              <Text size="sm" c="dimmed">
                {t('candidates.candidate_import.upload.csv_details', {
                  encoding: encodingNames[preview.encoding] ?? preview.encoding,
                  delimiter,
                })}
              </Text>
            )}
            {preview.skipped_empty_rows > 0 && (
              <Text size="sm" c="dimmed">
                {t('candidates.candidate_import.upload.skipped_empty', { count: preview.skipped_empty_rows })}
              </Text>
            )}
          </Stack>
        </Group>
        <Button variant="subtle" leftSection={<IconUpload size={16} aria-hidden />} onClick={props.onReplace}>
          {t('candidates.candidate_import.upload.another')}
        </Button>
      </Group>
    </Paper>
  );
}
