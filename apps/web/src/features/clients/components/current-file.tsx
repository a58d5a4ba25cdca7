import { Button, Group, Text } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { IconEye, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/files/file-viewer';
import { useResourceItem } from '../../../lib/resource-hooks';

/** A company's stored file (a section's attachment, the logo): its name and a viewer, or `none`. */
export function CurrentFile(props: {
  fileId: number | null;
  current: string;
  none: string;
  viewLabel: string;
}) {
  const { t } = useTranslation();
  const record = useResourceItem(resources['file-records'], props.fileId ?? undefined);
  const [isViewing, setViewing] = useState(false);
  if (!props.fileId) {
    return (
      <Text size="sm" c="dimmed">
        {props.none}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconPaperclip size={16} />
      <Text size="sm" truncate>
        {props.current}: {record.data?.original_name ?? '…'}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconEye size={14} />}
        disabled={!record.data}
        onClick={() => setViewing(true)}
        aria-label={props.viewLabel}
      >
        {t('common.actions.view')}
      </Button>
      <FileViewer file={isViewing ? (record.data ?? null) : null} onClose={() => setViewing(false)} />
    </Group>
  );
}
