import {
  Alert,
  Button,
  Group,
  getDefaultZIndex,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SignInAgainOutcome, setSignInAgain } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { session } from '../lib/session';

type Prompt = { userId: number; username: string };

/**
 * The sign-in asked for in place when the session cannot be renewed (docs/decisions.md, "An expired
 * session is renewed in place"): a dialog over the current page, whose forms keep what was typed,
 * while the requests that met the ended session wait. The same user signing in sends them again;
 * another user starts afresh at home (the previous user's requests are dropped); "Log out" ends the
 * session as before.
 */
export function SessionRenewal() {
  const { t } = useTranslation();
  const { user, isLoading, login, logout } = useAuth();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const resolveRef = useRef<((outcome: SignInAgainOutcome) => void) | null>(null);
  const stateRef = useRef({ user, isLoading });
  stateRef.current = { user, isLoading };
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('validation.required')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    const unregister = setSignInAgain(() => {
      const current = stateRef.current;
      // the stored session's first check: no page was shown yet, the sign-in page serves
      if (current.isLoading || !current.user) return Promise.resolve('signed-out');
      const { id, username } = current.user;
      return new Promise<SignInAgainOutcome>((resolve) => {
        resolveRef.current = resolve;
        formRef.current.setValues({ username, password: '' });
        setError(null);
        setPrompt({ userId: id, username });
      });
    });
    return () => {
      unregister();
      resolveRef.current?.('signed-out');
      resolveRef.current = null;
    };
  }, []);

  const settle = (outcome: SignInAgainOutcome) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setPrompt(null);
    resolve?.(outcome);
  };

  // signed out meanwhile (the idle limit): the waiting requests end with the session
  useEffect(() => {
    if (user || !resolveRef.current) return;
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setPrompt(null);
    resolve('signed-out');
  }, [user]);

  const handleSubmit = form.onSubmit(async (values) => {
    if (!prompt) return;
    setSubmitting(true);
    setError(null);
    const result = await login(values.username.trim(), values.password);
    setSubmitting(false);
    if (result.app_status === 0) {
      const isSameUser = session.user?.id === prompt.userId;
      settle(isSameUser ? 'same-user' : 'other-user');
      // another user never continues the previous user's page
      if (!isSameUser) navigate('/', { replace: true });
      return;
    }
    if (result.retry_after)
      setError(t('shell.login.too_many', { count: Math.ceil(result.retry_after / 60) }));
    else if (result.app_status === 1) setError(result.detail ?? t('shell.login.failed'));
    else setError(t('shell.login.error'));
  });

  const handleSignOut = () => {
    logout();
    settle('signed-out');
  };

  return (
    <Modal
      opened={prompt !== null}
      onClose={() => {}}
      title={t('shell.session_ended.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      // over any dialog of the page, whose text stays beneath
      zIndex={getDefaultZIndex('max')}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('shell.session_ended.message')}</Text>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('shell.login.username')}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('shell.login.password')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleSignOut} disabled={isSubmitting}>
              {t('shell.session_ended.sign_out')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('shell.session_ended.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
