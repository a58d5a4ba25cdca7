import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { useRequirementReport } from '../api/get-requirement-report';

/**
 * The requirement's PDF report in the browser's viewer. The download needs the bearer token, so it
 * is fetched through the API client and shown from an object URL.
 */
export function RequirementReportModal(props: {
  requirementId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const report = useRequirementReport(props.requirementId, i18n.language, props.opened);
  const blob = report.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const title = t('requirements.report.title');

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
              download={report.data?.name}
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
