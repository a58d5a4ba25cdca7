import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Language, type MenuLayout, updateUserSchema } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useFormRecord } from '../../../components/form/use-form-record';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { setLanguage } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { PreferenceFields } from './preference-fields';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  lang: Language;
  menu_layout: MenuLayout;
};

const toValues = (user: SessionUser | null): Values => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  lang: user?.lang === 'en' ? 'en' : 'es',
  menu_layout: user?.menu_layout === 'horizontal' ? 'horizontal' : 'side',
});

/** The signed-in user's own names, e-mail, language and menu layout (update_user). */
export function ProfileForm() {
  const { t, i18n } = useTranslation();
  const { user, refreshUser } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const mutation = useUpdateProfile();
  const form = useZodForm<Values>(updateUserSchema, toValues(user));
  // the session user arrives or changes (another tab, the language switch): shown, but for the fields being edited
  useFormRecord(form, user, toValues);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      await mutation.mutateAsync(emptyToNull(values));
      if (values.lang !== i18n.language) await setLanguage(values.lang);
      form.resetDirty();
      await refreshUser();
      // the notification speaks the language just chosen
      showSaved(t, t('settings.profile.saved', { lng: values.lang }));
    } catch (error) {
      const rest = applyServerErrors(form, error);
      setFormError(rest);
      if (!(error instanceof ApiError && error.status === 400)) showApiError(error, t);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        <TextInput label={t('settings.users.username')} value={user?.username ?? ''} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.users.first_name')}
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('settings.users.last_name')}
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('settings.users.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PreferenceFields inputProps={(field) => form.getInputProps(field)} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
