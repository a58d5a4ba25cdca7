import '../texts';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/api-client';
import { type TranslateTarget, translateText } from '../api/translate-text';

/**
 * Whether the translation service answered 503 (not configured): from then on the buttons stay
 * hidden until the page reloads. The web cannot ask beforehand whether it is configured.
 */
let isUnavailable = false;
const listeners = new Set<() => void>();
const availability = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => isUnavailable,
  markUnavailable() {
    isUnavailable = true;
    for (const listener of listeners) listener();
  },
};

/** For tests: the service counts as configured again. */
export function resetTranslationAvailability() {
  isUnavailable = false;
  for (const listener of listeners) listener();
}

/**
 * Spanish → English and English → Spanish buttons for one free-text field: the field's text is
 * replaced by its translation. Hidden once the service says it is not configured (503).
 */
export function TranslateButtons(props: { field: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const unavailable = useSyncExternalStore(availability.subscribe, availability.get);
  const [busy, setBusy] = useState<TranslateTarget | null>(null);
  if (unavailable) return null;

  const handleTranslate = async (target: TranslateTarget) => {
    const text = props.value.trim();
    if (!text) return;
    setBusy(target);
    try {
      props.onChange(await translateText(text, target));
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        availability.markUnavailable();
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
