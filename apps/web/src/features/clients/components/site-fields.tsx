import { Button, Divider, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Site, siteCreateSchema, siteUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconMapPinOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '../../../components/form/decimal-field';
import { asSchemaInput, emptyToNull } from '../../../components/form/use-zod-form';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { usePlaces } from '../api/get-places';
import { LazySiteMap } from './lazy-site-map';
import {
  findPlace,
  initialPinSource,
  type MapPoint,
  type PinSource,
  pinForCity,
  searchPlaces,
} from './site-location';

export type SiteValues = {
  code: string;
  name: string;
  contact_name: string;
  company: number;
  status: boolean;
  colony: string;
  street: string;
  no_internal: string;
  no_external: string;
  cp: string;
  city: string;
  state: string;
  country: string;
  telephone_code: string;
  telephone: string;
  longitude: number | string;
  latitute: number | string;
};

/** The default site telephone code (docs/domain.md#formats-and-constants). */
export const defaultTelephoneCode = '+52';

export const emptySite = (company: number): SiteValues => ({
  code: '',
  name: '',
  contact_name: '',
  company,
  status: true,
  colony: '',
  street: '',
  no_internal: '',
  no_external: '',
  cp: '',
  city: '',
  state: '',
  country: '',
  telephone_code: defaultTelephoneCode,
  telephone: '',
  longitude: '',
  latitute: '',
});

export const toSiteValues = (site: Site): SiteValues => ({
  code: site.code ?? '',
  name: site.name,
  contact_name: site.contact_name ?? '',
  company: site.company,
  status: site.status,
  colony: site.colony ?? '',
  street: site.street ?? '',
  no_internal: site.no_internal ?? '',
  no_external: site.no_external ?? '',
  cp: site.cp ?? '',
  city: site.city ?? '',
  state: site.state ?? '',
  country: site.country ?? '',
  telephone_code: site.telephone_code || defaultTelephoneCode,
  telephone: site.telephone ?? '',
  longitude: site.longitude ?? '',
  latitute: site.latitute ?? '',
});

/** The request body: empty texts as null; a site never changes company (not sent on update). */
export function toSiteBody(values: SiteValues, editing: Site | null) {
  const { company, ...rest } = emptyToNull(values);
  return editing
    ? asSchemaInput(siteUpdateSchema, rest)
    : asSchemaInput(siteCreateSchema, { ...rest, company });
}

const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** Names for a select; the stored value stays an option even when the catalog lacks it. */
function nameOptions(names: readonly string[], current: string) {
  const unique = [...new Set(names)];
  if (current && !unique.includes(current)) unique.unshift(current);
  return unique;
}

/**
 * Every Site field: address with country → state → city cascading selects (stored as names, the
 * Site fields being text), telephone code from the country, and the location picked on a map that
 * centres on the chosen city or state; a new site's pin starts at its city's centre until the user
 * moves it (docs/domain.md#site-map). An offline search over the seeded states and cities fills
 * the address selects.
 */
export function SiteFields({ form }: { form: UseFormReturnType<SiteValues> }) {
  const { t } = useTranslation();
  const values = form.values;
  const countries = useResourceOptions(resources.countries, { ordering: 'name' });
  const country = countries.data?.find((row) => row.name === values.country) ?? null;
  const states = useResourceOptions(
    resources.states,
    { nation: country?.id, ordering: 'name' },
    Boolean(country),
  );
  const state = states.data?.find((row) => row.name === values.state) ?? null;
  const cities = useResourceOptions(
    resources.cities,
    { state_code: state?.code, ordering: 'name' },
    Boolean(state?.code),
  );

  const allStates = useResourceOptions(resources.states, { ordering: 'name' });
  const { places } = usePlaces();

  const latitute = asNumber(values.latitute);
  const longitude = asNumber(values.longitude);
  const picked =
    latitute !== null && longitude !== null && Number.isFinite(latitute) && Number.isFinite(longitude)
      ? { lat: latitute, lng: longitude }
      : null;
  const [pinSource, setPinSource] = useState<PinSource>(() => initialPinSource(picked));
  const [search, setSearch] = useState('');
  const cityPlace = findPlace(places, { state: values.state, city: values.city });
  const stateCode =
    state?.code ?? places.find((place) => place.state_name === values.state)?.state_code ?? null;

  const setPoint = (point: MapPoint | null) => {
    form.setFieldValue('latitute', point ? point.lat : '');
    form.setFieldValue('longitude', point ? point.lng : '');
  };
  /** The pin follows the chosen city unless the site has a point of its own. */
  const placePin = (city: MapPoint | null) => {
    const next = pinForCity(pinSource, city);
    if (next.point !== undefined) setPoint(next.point);
    setPinSource(next.source);
  };

  const handleCountry = (name: string | null) => {
    const next = countries.data?.find((row) => row.name === name);
    form.setFieldValue('country', name ?? '');
    form.setFieldValue('state', '');
    form.setFieldValue('city', '');
    if (next?.telephone_code) form.setFieldValue('telephone_code', next.telephone_code);
    placePin(null);
  };
  const handleState = (name: string | null) => {
    form.setFieldValue('state', name ?? '');
    form.setFieldValue('city', '');
    placePin(null);
  };
  const handleCity = (name: string | null) => {
    form.setFieldValue('city', name ?? '');
    placePin(findPlace(places, { state: values.state, city: name }));
  };
  const handlePick = (point: MapPoint) => {
    setPoint(point);
    setPinSource('own');
  };
  /** A search result fills country, state and city as if chosen in the selects. */
  const handleFound = (value: string | null) => {
    setSearch('');
    const [kind, key] = (value ?? '').split(':');
    const city = kind === 'city' ? places.find((place) => String(place.id) === key) : undefined;
    const code = city ? city.state_code : kind === 'state' ? key : undefined;
    const foundState = allStates.data?.find((row) => row.code === code);
    if (!foundState) return;
    const nation = countries.data?.find((row) => row.id === foundState.nation);
    if (nation && nation.name !== values.country) handleCountry(nation.name);
    form.setFieldValue('state', foundState.name);
    form.setFieldValue('city', city?.name ?? '');
    placePin(city ?? null);
  };
  const found = searchPlaces(
    search,
    places,
    (allStates.data ?? []).flatMap((row) => (row.code ? [{ code: row.code, name: row.name }] : [])),
  );
  const typed = (field: 'latitute' | 'longitude') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      onChange: (value: number | string) => {
        setPinSource('own');
        input.onChange(value);
      },
    };
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('clients.sites.code')} {...form.getInputProps('code')} />
        <TextInput
          label={t('clients.sites.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput label={t('clients.sites.contact_name')} {...form.getInputProps('contact_name')} />
      </SimpleGrid>
      <Switch label={t('common.fields.active')} {...form.getInputProps('status', { type: 'checkbox' })} />

      <Divider label={t('clients.sites.address')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('clients.sites.street')} {...form.getInputProps('street')} />
        <TextInput label={t('clients.sites.no_external')} {...form.getInputProps('no_external')} />
        <TextInput label={t('clients.sites.no_internal')} {...form.getInputProps('no_internal')} />
        <TextInput label={t('clients.sites.colony')} {...form.getInputProps('colony')} />
        <TextInput label={t('clients.sites.cp')} {...form.getInputProps('cp')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('clients.sites.country')}
          searchable
          clearable
          data={nameOptions(countries.data?.map((row) => row.name) ?? [], values.country)}
          value={values.country || null}
          onChange={handleCountry}
          error={form.errors.country}
          nothingFoundMessage={t('common.table.empty')}
        />
        <Select
          label={t('clients.sites.state')}
          searchable
          clearable
          disabled={!values.country}
          data={nameOptions(states.data?.map((row) => row.name) ?? [], values.state)}
          value={values.state || null}
          onChange={handleState}
          error={form.errors.state}
          nothingFoundMessage={t('common.table.empty')}
        />
        <Select
          label={t('clients.sites.city')}
          searchable
          clearable
          disabled={!values.state}
          data={nameOptions(cities.data?.map((row) => row.name) ?? [], values.city)}
          value={values.city || null}
          onChange={handleCity}
          error={form.errors.city}
          nothingFoundMessage={t('common.table.empty')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('clients.sites.telephone_code')} {...form.getInputProps('telephone_code')} />
        <TextInput
          label={t('clients.sites.telephone')}
          type="tel"
          style={{ gridColumn: 'span 2' }}
          {...form.getInputProps('telephone')}
        />
      </SimpleGrid>

      <Divider label={t('clients.sites.location')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('clients.sites.map_hint')}
      </Text>
      <Select
        label={t('clients.sites.search_place')}
        placeholder={t('clients.sites.search_place_placeholder')}
        leftSection={<IconSearch size={16} />}
        searchable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        data={found.map((match) =>
          match.kind === 'state'
            ? { value: `state:${match.code}`, label: t('clients.sites.search_state', { name: match.name }) }
            : {
                value: `city:${match.place.id}`,
                label: `${match.place.name}, ${match.place.state_name ?? ''}`,
              },
        )}
        filter={({ options }) => options}
        onChange={handleFound}
        nothingFoundMessage={search.trim() ? t('common.table.empty') : undefined}
      />
      <LazySiteMap
        label={t('clients.sites.map')}
        picked={picked}
        onPick={handlePick}
        place={{ stateCode, city: cityPlace }}
        height={300}
      />
      {pinSource === 'city' && picked && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('clients.sites.pin_at_city', { city: values.city })}
        </Text>
      )}
      <Group align="flex-end" gap="sm" grow>
        <DecimalField label={t('clients.sites.latitute')} maxDecimals={7} {...typed('latitute')} />
        <DecimalField label={t('clients.sites.longitude')} maxDecimals={7} {...typed('longitude')} />
        <Button
          variant="default"
          leftSection={<IconMapPinOff size={16} />}
          disabled={values.latitute === '' && values.longitude === ''}
          onClick={() => {
            setPoint(null);
            setPinSource('none');
          }}
          style={{ flexGrow: 0 }}
        >
          {t('clients.sites.clear_location')}
        </Button>
      </Group>
    </Stack>
  );
}
