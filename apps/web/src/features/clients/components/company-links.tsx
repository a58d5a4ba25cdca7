import { ActionIcon, Anchor, CopyButton, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import type { CompanyLinks } from '@rp/contract/entities';
import { IconCheck, IconCopy, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const linkTypes = ['clients', 'shelter', 'shelter_indirect'] as const;

/** A public link as an absolute URL of this installation. */
export const absoluteLink = (path: string) => `${window.location.origin}${path}`;

/** The three public application links of a company (docs/decisions.md, Clients), each with a copy button. */
export function CompanyLinksList(props: { links: CompanyLinks | null }) {
  const { t } = useTranslation();
  if (!props.links) {
    return (
      <Text size="sm" c="dimmed">
        {t('clients.links.none')}
      </Text>
    );
  }
  const links = props.links;
  return (
    <Stack gap={6}>
      {linkTypes.map((type) => {
        const url = absoluteLink(links[type]);
        const label = t(`clients.links.${type}`);
        return (
          <Group key={type} gap="xs" wrap="nowrap" justify="space-between">
            <div style={{ minWidth: 0 }}>
              <Text size="xs" fw={600}>
                {label}
              </Text>
              <Anchor
                href={url}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
                aria-label={t('clients.links.open', { type: label })}
              >
                {url}
              </Anchor>
            </div>
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? t('clients.links.copied') : t('clients.links.copy', { type: label })}
                >
                  <ActionIcon
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? t('clients.links.copied') : t('clients.links.copy', { type: label })}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The links of a list row, in a popover. */
export function CompanyLinksPopover(props: { name: string; links: CompanyLinks | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover width={380} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label={t('clients.links.title')}>
          <ActionIcon
            variant="subtle"
            color={props.links ? undefined : 'gray'}
            aria-label={t('clients.companies.links_of', { name: props.name })}
          >
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Group gap={6}>
            <IconExternalLink size={16} />
            <Text fw={600} size="sm" id={titleId}>
              {t('clients.companies.links_of', { name: props.name })}
            </Text>
          </Group>
          <CompanyLinksList links={props.links} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
