import { resources } from '@rp/contract/resources';
import { cities, countries, states } from '../../db/schema/index';
import { defineResourceDef, type ResourceDef } from '../../resources/types';

/** Geography: readable by every signed-in user, written by superusers. */
export const countryResource = defineResourceDef(resources.countries, {
  table: countries,
  search: [countries.name, countries.code],
  defaultOrdering: 'name',
});

export const stateResource = defineResourceDef(resources.states, {
  table: states,
  search: [states.name, states.code],
  defaultOrdering: 'name',
});

export const cityResource = defineResourceDef(resources.cities, {
  table: cities,
  search: [cities.name, cities.state_name],
  defaultOrdering: 'name',
});

export const referenceResources: ResourceDef[] = [countryResource, stateResource, cityResource];
