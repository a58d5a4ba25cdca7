import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../feedback/notify';

/**
 * A PDF report in the browser's viewer, with its download. The file needs the bearer token, so the
 * caller fetches it through the API client (a query enabled while the modal is open) and the modal
 * shows it from an object URL.
 */
export function ReportModal(props: {
  title: string;
  report: Pick<UseQueryResult<File>, 'data' | 'isError' | 'error'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { report, title } = props;
  const blob = report.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="xl">
      <Stack>
        {report.isError ? (
          <Center h={120} c="red" role="alert">
            {apiErrorLines(report.error, t).join(' ')}
          </Center>
        ) : !url ? (
          <Center h={200}>
            <Loader />
          </Center>
        ) : (
          <iframe src={url} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
        )}
        {url && (
          <Group justify="flex-end">
            <Button
              component="a"
              href={url}
              download={blob?.name}
              leftSection={<IconDownload size={16} />}
              variant="light"
            >
              {t('common.actions.download')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
