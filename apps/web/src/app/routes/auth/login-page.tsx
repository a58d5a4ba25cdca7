import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { useAuth } from '../../../lib/auth';

/** Safe "next" target: only paths of this app. */
function nextPath(raw: string | null): string {
  const isLocal =
    raw?.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') && !raw.startsWith('/login');
  return isLocal && raw ? raw : '/';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  useDocumentTitle(t('routes.login.title'));
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('validation.required')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });

  if (user) return <Navigate to={nextPath(params.get('next'))} replace />;

  const handleSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    const result = await login(values.username.trim(), values.password);
    setSubmitting(false);
    if (result.app_status === 0) navigate(nextPath(params.get('next')), { replace: true });
    else if (result.retry_after)
      setError(t('shell.login.too_many', { count: Math.ceil(result.retry_after / 60) }));
    else setError(result.app_status === 1 ? t('shell.login.failed') : t('shell.login.error'));
  });

  return (
    <Paper w={380} maw="100%" p="xl" radius="lg" shadow="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <div>
            <Title order={1} fz={26} c="green.8">
              {t('shell.login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('shell.login.subtitle')}
            </Text>
          </div>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('shell.login.username')}
            autoComplete="username"
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('shell.login.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('shell.login.submit')}
          </Button>
          <LanguageSwitch />
        </Stack>
      </form>
    </Paper>
  );
}
