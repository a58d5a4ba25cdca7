import { Button, Group, Stack, Text } from '@mantine/core';
import type { CvMatch } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconFileSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SnippetText } from '../../../components/cv-search/snippet-text';
import { showApiError } from '../../../components/feedback/notify';
import { FileViewer } from '../../../components/files/file-viewer';
import { useResourceItem } from '../../../lib/resource-hooks';

/**
 * Where a candidate's CV search matched: the snippet with the matched words marked (`SnippetText`:
 * nothing of the file is read as HTML), the file's name and a button that opens the file in the
 * viewer at the page that matched (a PDF; other files open as the viewer shows them).
 */
export function CvSnippet(props: { match: CvMatch }) {
  const { t } = useTranslation();
  const { match } = props;
  const [isOpening, setOpening] = useState(false);
  // the viewer shows a file by its type: the file's record, once asked for
  const record = useResourceItem(resources['file-records'], isOpening ? match.file : undefined);
  const { error } = record;
  useEffect(() => {
    if (!error) return;
    showApiError(error, t);
    setOpening(false);
  }, [error, t]);

  return (
    <Stack gap={4}>
      <SnippetText parts={match.snippet} />
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFileSearch size={16} />}
          loading={isOpening && record.isLoading}
          // the visible words first (WCAG 2.5.3), then which file
          aria-label={t('candidates.cv_search.open_file_named', { page: match.page, name: match.file_name })}
          onClick={() => setOpening(true)}
        >
          {t('candidates.cv_search.open_file', { page: match.page })}
        </Button>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {match.file_name}
        </Text>
      </Group>
      <FileViewer
        file={isOpening ? (record.data ?? null) : null}
        page={match.page}
        onClose={() => setOpening(false)}
      />
    </Stack>
  );
}
