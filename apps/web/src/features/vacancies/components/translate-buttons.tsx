import '../texts';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/api-client';
import { translationStatusQuery, useTranslationStatus } from '../api/get-translation-status';
import { type TranslateTarget, translateText } from '../api/translate-text';

/**
 * Spanish → English and English → Spanish buttons for one free-text field: the field's text is
 * replaced by its translation. Shown only when the server says a service is configured (README,
 * TRANSLATE_URL) — not greyed out, absent — and hidden at once if a call still answers 503.
 */
export function TranslateButtons(props: { field: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTranslationStatus();
  const [busy, setBusy] = useState<TranslateTarget | null>(null);
  if (status.data?.available !== true) return null;

  const handleTranslate = async (target: TranslateTarget) => {
    const text = props.value.trim();
    if (!text) return;
    setBusy(target);
    try {
      props.onChange(await translateText(text, target));
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        queryClient.setQueryData(translationStatusQuery().queryKey, { available: false });
        notifications.show({ color: 'yellow', message: t('vacancies.translate.unavailable') });
      } else showApiError(error, t);
    } finally {
      setBusy(null);
    }
  };

  const button = (target: TranslateTarget) => {
    const label = t(
      target === 'en' ? 'vacancies.translate.field_to_english' : 'vacancies.translate.field_to_spanish',
      {
        field: props.field,
      },
    );
    return (
      <Tooltip label={label}>
        <Button
          variant="light"
          size="compact-xs"
          leftSection={<IconLanguage size={12} />}
          loading={busy === target}
          disabled={busy !== null || !props.value.trim()}
          onClick={() => void handleTranslate(target)}
        >
          {/* the visible code starts the accessible name; the rest says what it does */}
          {target === 'en' ? 'EN' : 'ES'}
          <VisuallyHidden>{` ${label}`}</VisuallyHidden>
        </Button>
      </Tooltip>
    );
  };

  return (
    <Group gap={4} wrap="nowrap">
      {button('en')}
      {button('es')}
    </Group>
  );
}
