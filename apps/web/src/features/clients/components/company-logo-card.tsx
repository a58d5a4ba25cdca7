import { Button, Card, FileInput, Group, Stack, Title } from '@mantine/core';
import type { Company } from '@rp/contract/entities';
import { IconEraser, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { apiErrorLines, showApiError, showSaved } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { useUpdateProfile } from '../api/update-profile';
import { CurrentFile } from './current-file';

/**
 * The company's logo for its public pages: saved on pick (update_profile `logo_file`, an image),
 * viewed, or removed after a confirmation (`clear_logo`). The server's refusal shows under the field.
 */
export function CompanyLogoCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);

  const handlePick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > uploadMaxMb * 1024 * 1024) {
      setError(t('errors.file_too_large', { mb: uploadMaxMb }));
      return;
    }
    try {
      await update.mutateAsync({ id: company.id, sections: {}, logo: { file } });
      showSaved(t, t('clients.profiles.logo.saved'));
    } catch (err) {
      setError(apiErrorLines(err, t).join(' '));
    }
  };

  const handleRemove = async () => {
    if (!(await confirmAction({ t, message: t('clients.profiles.logo.confirm_remove') }))) return;
    try {
      await update.mutateAsync({ id: company.id, sections: {}, logo: { clear: true } });
      showSaved(t, t('clients.profiles.logo.removed'));
    } catch (err) {
      showApiError(err, t);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('clients.profiles.logo.title')}
          </Title>
          {company.logo_path && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconEraser size={14} />}
              onClick={() => void handleRemove()}
            >
              {t('clients.profiles.logo.remove')}
            </Button>
          )}
        </Group>
        <FileInput
          label={t('clients.profiles.logo.pick')}
          description={`${t('clients.profiles.logo.hint')} · ${t('common.files.max_size', { mb: uploadMaxMb })}`}
          placeholder={t('clients.profiles.logo.pick')}
          accept="image/png,image/jpeg,image/webp"
          leftSection={<IconPhoto size={16} />}
          value={null}
          onChange={(file) => void handlePick(file)}
          disabled={update.isPending}
          error={error}
        />
        <CurrentFile
          fileId={company.logo_path}
          current={t('clients.profiles.logo.current')}
          none={t('clients.profiles.logo.none')}
          viewLabel={t('clients.profiles.logo.view')}
        />
      </Stack>
    </Card>
  );
}
