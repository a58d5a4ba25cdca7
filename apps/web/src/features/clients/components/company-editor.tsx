import { Alert, Tabs, Tooltip } from '@mantine/core';
import type { Company } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import {
  IconArrowsExchange,
  IconChecklist,
  IconCircleCheck,
  IconFileText,
  IconId,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/form-modal';
import { useGuardedSwitch } from '../../../components/form/unsaved-changes';
import { resourceKeys, useResourceItem } from '../../../lib/resource-hooks';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyRotation } from './company-rotation';
import { companyName } from './company-select';
import { CompanySetupChecklist } from './company-setup-checklist';

type Tab = 'details' | 'profile' | 'rotation' | 'setup';

/**
 * Create or edit a company: its details (with the custom URL and public links), its profile
 * sections with their attachments, its rotation and its setup checklist (what it still needs before
 * its first requirement or vacancy). A new company stays open, now editable.
 * Mount it with a `key` per company: it keeps the edited company's id in its own state.
 */
export function CompanyEditor(props: {
  company: Company | null;
  opened: boolean;
  onClose: () => void;
  /** Opens the company's sites (the checklist's sites item). */
  onOpenSites?: (company: Company) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [id, setId] = useState(props.company?.id);
  const [tab, setTab] = useState<Tab>('details');
  /** Just created here: said above the tabs it opened (a toast at the top would cover them). */
  const [isCreated, setCreated] = useState(false);
  const guard = useGuardedSwitch();
  const loaded = useResourceItem(resources.companies, id);
  const company = loaded.data ?? (id === props.company?.id ? props.company : null);
  const isNew = id === undefined;
  const saveFirst = (label: string) =>
    isNew ? (
      <Tooltip label={t('clients.companies.save_first')}>
        <span>{label}</span>
      </Tooltip>
    ) : (
      label
    );

  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      size="70rem"
      title={
        company
          ? t('clients.companies.edit', { name: companyName(company, i18n.language) })
          : t('clients.companies.new')
      }
    >
      {isCreated && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} aria-hidden />}
          mb="md"
          withCloseButton
          closeButtonLabel={t('common.actions.close')}
          onClose={() => setCreated(false)}
        >
          {t('clients.companies.created')}
        </Alert>
      )}
      <Tabs
        value={tab}
        // a tab's form is dropped when another tab shows: asked first while it holds unsaved input
        onChange={guard((value: string | null) => setTab((value as Tab | null) ?? 'details'))}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details" leftSection={<IconId size={16} />}>
            {t('clients.companies.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="profile" leftSection={<IconFileText size={16} />} disabled={isNew}>
            {saveFirst(t('clients.companies.tabs.profile'))}
          </Tabs.Tab>
          <Tabs.Tab value="rotation" leftSection={<IconArrowsExchange size={16} />} disabled={isNew}>
            {saveFirst(t('clients.companies.tabs.rotation'))}
          </Tabs.Tab>
          <Tabs.Tab value="setup" leftSection={<IconChecklist size={16} />} disabled={isNew}>
            {saveFirst(t('clients.companies.tabs.setup'))}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <CompanyDetailsForm
            company={company}
            onSaved={(saved) => {
              client.setQueryData(resourceKeys.detail(resources.companies, saved.id), saved);
              if (isNew) setCreated(true);
              setId(saved.id);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="profile">{company && <CompanyProfileForm company={company} />}</Tabs.Panel>
        <Tabs.Panel value="rotation">
          {company && <CompanyRotation key={company.id} company={company} />}
        </Tabs.Panel>
        <Tabs.Panel value="setup">
          {company && (
            <CompanySetupChecklist
              company={company}
              onOpenDetails={() => setTab('details')}
              onOpenSites={props.onOpenSites && (() => props.onOpenSites?.(company))}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
}
