import { resources } from '@rp/contract/resources';
import { cities, countries, states } from '../../db/schema/index';
import type { ResourceDef } from '../../resources/types';

/** Geography: readable by every signed-in user, written by superusers. */
export const referenceResources: ResourceDef[] = [
  {
    ...resources.countries,
    table: countries,
    search: [countries.name, countries.code],
    defaultOrdering: 'name',
  },
  {
    ...resources.states,
    table: states,
    search: [states.name, states.code],
    defaultOrdering: 'name',
  },
  {
    ...resources.cities,
    table: cities,
    search: [cities.name, cities.state_name],
    defaultOrdering: 'name',
  },
];
