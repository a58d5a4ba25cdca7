import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { endpoints } from '@rp/contract/endpoints';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client';
import { endpointKey } from '../../lib/resource-hooks';

type FileInfo = { id: number; original_name: string; mime_type: string };

/** A short-lived signed link (docs/api.md#files) for <img>, the PDF viewer and downloads. */
export function useSignedLink(fileId: number | null | undefined) {
  const input = { params: { id: fileId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(endpoints.files.link, input),
    queryFn: () => callApi(endpoints.files.link, input),
    enabled: Boolean(fileId),
    staleTime: 60_000,
  });
}

/**
 * The browser's PDF viewer opened at a page (1 for the first): the PDF open parameters' `#page=N`,
 * which the viewers of Chrome, Edge, Firefox and Safari read.
 */
export const pdfPageUrl = (url: string, page: number | undefined) => (page ? `${url}#page=${page}` : url);

/**
 * File viewer: PDFs in the browser's viewer (at `page` when given: where a CV search matched),
 * images inline, anything else as a download.
 */
export function FileViewer(props: { file: FileInfo | null; onClose: () => void; page?: number }) {
  const { t } = useTranslation();
  const link = useSignedLink(props.file?.id);
  const url = link.data?.url;
  const mime = props.file?.mime_type ?? '';
  const pdfUrl = url ? pdfPageUrl(url, props.page) : undefined;
  return (
    <Modal opened={Boolean(props.file)} onClose={props.onClose} title={props.file?.original_name} size="xl">
      <Stack>
        {!url ? (
          <Center h={200}>
            <Loader />
          </Center>
        ) : mime === 'application/pdf' ? (
          <iframe
            // another page of the same file is another document: the viewer opens again at it
            key={pdfUrl}
            src={pdfUrl}
            title={props.file?.original_name}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : mime.startsWith('image/') ? (
          <Image src={url} alt={props.file?.original_name} fit="contain" mah="70vh" />
        ) : (
          <Text c="dimmed">{t('common.files.no_preview')}</Text>
        )}
        {url && (
          <Group justify="flex-end">
            <Button
              component="a"
              href={`${url}&download=1`}
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
