import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClaimPageTitle } from '../layout/page-title';

const errors = {
  not_found: { code: '404', message: 'shell.errors.not_found' },
  // a page or record the user's roles do not grant: 403, never 401 (that is a missing session)
  forbidden: { code: '403', message: 'shell.errors.forbidden' },
  generic: { code: '500', message: 'shell.errors.generic' },
} as const;

export type ErrorKind = keyof typeof errors;

/**
 * The one error page (docs/domain.md#pages-menu-and-the-browser) of every situation of its kind:
 * an unknown route, an unknown or out-of-scope record (`RecordState`), a page the user's roles do
 * not grant, a failed route. Its heading (level 2, like every page's: the top bar holds the level 1)
 * is the code and the message; the message is also the top bar's title and the document's, and the
 * page links back home.
 */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const { code, message } = errors[kind];
  const text = t(message);
  useClaimPageTitle(text);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={2} ta="center" fw={500} fz="xl">
          <Text span display="block" c="green.7" fz={96} fw={900} lh={1.1}>
            {code}
          </Text>
          <Text span display="block" inherit>
            {text}
          </Text>
        </Title>
        <Button component={Link} to="/" variant="light">
          {t('shell.errors.back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
