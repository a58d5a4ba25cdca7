import { Alert, Anchor, Button, Group, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { paths } from '@rp/contract';
import type { Company, UserOption } from '@rp/contract/entities';
import { vacancyTypes } from '@rp/contract/enums';
import { userDisplayName } from '@rp/contract/rules/names';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { useCompanySetup } from '../api/get-company-setup';

type HintPage = { name: string; href: () => string };

/**
 * A company's setup checklist (docs/decisions.md, "A new company ready on day one"): sites with a
 * location, positions, shifts, targets, the region's vacancy approvers, public links and who sees the company by role (recruiters,
 * requesters, the medical service), each done or missing with a link to where it is done — or whom
 * to ask when the user may not open that page.
 */
export function CompanySetupChecklist(props: {
  company: Company;
  onOpenSites?: () => void;
  onOpenDetails: () => void;
}) {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  const setup = useCompanySetup(props.company.id);
  if (setup.isLoading) return <Loader size="sm" role="status" aria-label={t('common.table.loading')} />;
  if (!setup.data) return <Alert color="red">{t('clients.setup.error')}</Alert>;
  const data = setup.data;

  const pageLink = (page: HintPage, label: string) =>
    canOpen(page.name) ? (
      <Anchor component={Link} to={page.href()} size="sm">
        {label}
      </Anchor>
    ) : (
      <Text span size="sm" c="dimmed">
        {t('clients.setup.ask_admin')}
      </Text>
    );
  const action = (label: string, onClick: () => void) => (
    <Button variant="subtle" size="compact-sm" onClick={onClick}>
      {label}
    </Button>
  );
  const people = (users: UserOption[]) =>
    users.length > 0 ? users.map(userDisplayName).join(', ') : t('clients.setup.nobody');

  const items: { key: string; isDone: boolean; label: string; detail: string; link: ReactNode }[] = [
    {
      key: 'sites',
      isDone: data.sites_located > 0,
      label: t('clients.setup.sites'),
      detail: t('clients.setup.sites_detail', { located: data.sites_located, count: data.sites }),
      link: props.onOpenSites
        ? action(t('clients.setup.open_sites'), props.onOpenSites)
        : pageLink(paths['clients-companies'], t('clients.setup.open_sites')),
    },
    {
      key: 'positions',
      isDone: data.positions > 0,
      label: t('clients.setup.positions'),
      detail: t('clients.setup.positions_detail', { count: data.positions }),
      link: pageLink(paths['settings-positions'], t('clients.setup.open_positions')),
    },
    {
      key: 'shifts',
      isDone: data.shifts > 0,
      label: t('clients.setup.shifts'),
      detail: t('clients.setup.shifts_detail', { count: data.shifts }),
      link: pageLink(paths['settings-catalogs'], t('clients.setup.open_shifts')),
    },
    {
      key: 'targets',
      isDone: data.targets > 0,
      label: t('clients.setup.targets'),
      detail: t('clients.setup.targets_detail', { count: data.targets }),
      link: pageLink(paths['clients-targets'], t('clients.setup.open_targets')),
    },
    {
      key: 'approvers',
      isDone: vacancyTypes.some((type) => data.approvers[type] > 0),
      label: t('clients.setup.approvers'),
      detail: t('clients.setup.approvers_detail', {
        types: vacancyTypes
          .map(
            (type) =>
              `${t(`clients.setup.approver_types.${type}`)}: ${data.approvers[type] > 0 ? data.approvers[type] : t('clients.setup.approvers_none')}`,
          )
          .join(' · '),
      }),
      link: pageLink(paths['settings-default_approvals'], t('clients.setup.open_approvers')),
    },
    {
      key: 'links',
      isDone: props.company.links !== null,
      label: t('clients.setup.links'),
      detail: props.company.links ? t('clients.setup.links_done') : t('clients.setup.links_missing'),
      link: action(t('clients.setup.open_details'), props.onOpenDetails),
    },
    ...(['recruiters', 'requesters', 'medical'] as const).map((role) => ({
      key: role,
      isDone: data[role].length > 0,
      label: t(`clients.setup.${role}`),
      detail: people(data[role]),
      link: pageLink(paths['settings-users'], t('clients.setup.open_users')),
    })),
  ];

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} fz="md">
          {t('clients.setup.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clients.setup.intro')}
        </Text>
      </div>
      <List spacing="sm" listStyleType="none" aria-label={t('clients.setup.title')}>
        {items.map((item) => (
          <List.Item
            key={item.key}
            data-testid={`setup-${item.key}`}
            icon={
              <ThemeIcon
                color={item.isDone ? 'teal' : 'yellow'}
                size={24}
                radius="xl"
                aria-label={item.isDone ? t('clients.setup.done') : t('clients.setup.missing')}
                role="img"
              >
                {item.isDone ? <IconCheck size={16} /> : <IconAlertTriangle size={16} />}
              </ThemeIcon>
            }
          >
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {item.label}
              </Text>
              <Text size="sm" c="dimmed">
                {item.detail}
              </Text>
              {item.link}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
