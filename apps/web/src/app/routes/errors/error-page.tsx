import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The error page (docs/domain.md#pages-menu-and-the-browser): a code, the message and, for 404, the way back home. */
export function ErrorPage({
  code,
  message,
  showHome,
}: {
  code: string;
  message: string;
  showHome?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1} c="green.7" fz={96} fw={900}>
          {code}
        </Title>
        <Text size="xl" ta="center" role="alert">
          {message}
        </Text>
        {showHome && (
          <Button component={Link} to="/" variant="light">
            {t('shell.errors.back_home')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
