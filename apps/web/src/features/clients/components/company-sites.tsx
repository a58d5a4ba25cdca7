import { Badge, Button, Drawer, Modal, Stack, Text } from '@mantine/core';
import { type Company, type Site, siteCreateSchema, siteUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconMap2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { companyName } from './company-select';
import { LazySiteMap } from './lazy-site-map';
import { emptySite, SiteFields, type SiteValues, toSiteBody, toSiteValues } from './site-fields';

const hasPoint = (site: Site): site is Site & { latitute: number; longitude: number } =>
  site.latitute !== null && site.longitude !== null;

/** "Map of all sites": one marker per site of the company that has coordinates. */
export function CompanySitesMap(props: { company: Company; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const sites = useResourceOptions(
    resources.sites,
    { company: props.company.id, ordering: 'name' },
    props.opened,
  );
  const rows = sites.data ?? [];
  const located = rows.filter(hasPoint);
  const missing = rows.length - located.length;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={t('clients.sites.map_all_title', { name: companyName(props.company, i18n.language) })}
    >
      <Stack gap="xs">
        {sites.isSuccess && located.length === 0 && <Text c="dimmed">{t('clients.sites.no_sites')}</Text>}
        {sites.isSuccess && (
          <LazySiteMap
            label={t('clients.sites.all_map')}
            markers={located.map((site) => ({
              id: site.id,
              lat: site.latitute,
              lng: site.longitude,
              label: site.code ? `${site.code} · ${site.name}` : site.name,
            }))}
            height={460}
          />
        )}
        {missing > 0 && (
          <Text size="sm" c="dimmed">
            {t('clients.sites.without_coordinates', { count: missing })}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

/** The sites of one company: list, create/edit with the map picker, delete, and the map of all. */
export function CompanySitesDrawer(props: { company: Company | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [isMapOpen, setMapOpen] = useState(false);
  const company = props.company;
  return (
    <Drawer
      opened={company !== null}
      onClose={props.onClose}
      position="right"
      size="75rem"
      title={company ? t('clients.companies.sites', { name: companyName(company, i18n.language) }) : ''}
    >
      {company && (
        <>
          <ResourceCrudPage<typeof resources.sites, SiteValues>
            resource={resources.sites}
            entityLabel={t('clients.sites.entity')}
            defaultOrdering="name"
            filters={{ company: company.id }}
            createSchema={siteCreateSchema}
            updateSchema={siteUpdateSchema}
            emptyValues={emptySite(company.id)}
            toFormValues={toSiteValues}
            toBody={toSiteBody}
            modalSize="xl"
            toolbar={
              <Button variant="light" leftSection={<IconMap2 size={16} />} onClick={() => setMapOpen(true)}>
                {t('clients.sites.map_all')}
              </Button>
            }
            columns={[
              { accessor: 'code', title: t('clients.sites.code'), sortable: true },
              { accessor: 'name', title: t('clients.sites.name'), sortable: true },
              {
                accessor: 'city',
                title: t('clients.sites.city'),
                sortable: true,
                render: (site) => [site.city, site.state].filter(Boolean).join(', '),
              },
              {
                accessor: 'telephone',
                title: t('clients.sites.telephone'),
                render: (site) => (site.telephone ? `${site.telephone_code} ${site.telephone}` : ''),
              },
              {
                accessor: 'latitute',
                title: t('clients.sites.coordinates'),
                render: (site) =>
                  hasPoint(site) ? `${site.latitute.toFixed(5)}, ${site.longitude.toFixed(5)}` : '',
              },
              {
                accessor: 'status',
                title: t('common.fields.status'),
                sortable: true,
                render: (site) => (
                  <Badge color={site.status ? 'green' : 'gray'} variant="light">
                    {site.status ? t('common.fields.active') : t('common.fields.inactive')}
                  </Badge>
                ),
              },
            ]}
            renderFields={(form) => <SiteFields form={form} />}
          />
          <CompanySitesMap company={company} opened={isMapOpen} onClose={() => setMapOpen(false)} />
        </>
      )}
    </Drawer>
  );
}
