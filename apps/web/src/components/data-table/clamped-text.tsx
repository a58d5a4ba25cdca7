import { Spoiler, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Long text in a table cell: two lines, then "Show more" for the rest, so a long note never makes
 * a row hundreds of pixels tall.
 */
export function ClampedText(props: { text: string | null | undefined; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (!props.text) return null;
  return (
    <Spoiler
      maxHeight={44}
      showLabel={t('common.table.show_more')}
      hideLabel={t('common.table.show_less')}
      styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
    >
      <Text size={props.size ?? 'sm'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {props.text}
      </Text>
    </Spoiler>
  );
}
