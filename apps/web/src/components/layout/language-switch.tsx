import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
// the area's file, not the whole contract: this module is on the first page (docs/performance.md)
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client';
import { loadAuthEndpoints } from '../../lib/auth-endpoints';
import { type Lang, setLanguage } from '../../lib/i18n';
import { session } from '../../lib/session';

/** English/Español switch; shows 'Lenguaje cambiado a español' / 'Language change to english'. */
export function LanguageSwitch(props: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      fullWidth={props.fullWidth}
      aria-label={t('shell.topbar.language')}
      value={i18n.language === 'en' ? 'en' : 'es'}
      // each language named in itself (the same words in both files), and read in its own language
      data={[
        { value: 'en', label: <span lang="en">{t('shell.language.en')}</span> },
        { value: 'es', label: <span lang="es">{t('shell.language.es')}</span> },
      ]}
      onChange={async (value) => {
        const lang = value as Lang;
        await setLanguage(lang);
        if (session.user)
          void loadAuthEndpoints()
            .then((api) => callApi(api.updateUser, { body: { lang } }))
            .catch(() => {});
        notifications.show({ color: 'green', message: t('shell.language.changed', { lng: lang }) });
      }}
    />
  );
}
