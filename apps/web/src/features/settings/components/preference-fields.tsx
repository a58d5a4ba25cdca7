import { Select, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { menuLayouts, userLanguages } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';

/** Language and menu layout of a user (profile and user pages). */
export function PreferenceFields(props: {
  inputProps: (field: 'lang' | 'menu_layout') => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('settings.users.lang')}
        allowDeselect={false}
        data={userLanguages.map((lang) => ({ value: lang, label: t(`shell.language.${lang}`) }))}
        {...props.inputProps('lang')}
      />
      <Select
        label={t('settings.users.menu_layout')}
        allowDeselect={false}
        data={menuLayouts.map((layout) => ({ value: layout, label: t(`settings.users.layouts.${layout}`) }))}
        {...props.inputProps('menu_layout')}
      />
    </SimpleGrid>
  );
}
