import { FileInput, type FileInputProps } from '@mantine/core';
import { firstMessage } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../lib/api-client';
import { apiErrorLines } from '../feedback/notify';

export const uploadMaxMb = Number(import.meta.env.VITE_UPLOAD_MAX_MB ?? 10);

/** Uploads one file (multipart, with its owner fields) and hands back its FileRecord. */
export async function uploadFile(
  file: File,
  fields: { kind: string; owner_type?: string; owner_id?: number },
  /** At most once with this key (docs/api.md#idempotent-creation). */
  idempotencyKey?: string,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, String(value));
  body.append('file', file);
  return callApi(endpoints.files.upload, { body, idempotencyKey });
}

/**
 * A file field that sends the file on pick (`send`: what the caller does with it, e.g. `uploadFile`);
 * size is checked before sending, type by the server's sniffing. What `send` throws is shown under
 * the field.
 */
export function FileUpload(
  props: Omit<FileInputProps, 'onChange' | 'value'> & {
    send: (file: File) => Promise<unknown>;
  },
) {
  const { send, ...rest } = props;
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleChange = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    if (!picked) return;
    if (picked.size > uploadMaxMb * 1024 * 1024) {
      setError(t('errors.file_too_large', { mb: uploadMaxMb }));
      return;
    }
    setUploading(true);
    try {
      await send(picked);
    } catch (err) {
      // the server's reason on the file reads best without its field name
      const onFile = err instanceof ApiError ? firstMessage(err.data.file) : null;
      setError(onFile ?? apiErrorLines(err, t).join(' '));
      setFile(null);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FileInput
      leftSection={<IconUpload size={16} />}
      placeholder={t('common.files.drop')}
      description={t('common.files.max_size', { mb: uploadMaxMb })}
      clearable
      {...rest}
      value={file}
      onChange={handleChange}
      disabled={rest.disabled || isUploading}
      error={error ?? rest.error}
    />
  );
}
