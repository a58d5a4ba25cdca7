import { resourceAccess } from '@rp/contract';
import {
  cityCreateSchema,
  citySchema,
  cityUpdateSchema,
  countryCreateSchema,
  countrySchema,
  countryUpdateSchema,
  stateCreateSchema,
  stateSchema,
  stateUpdateSchema,
} from '@rp/contract/entities';
import { cities, countries, states } from '../../db/schema/index';
import type { ResourceDef } from '../../resources/types';

/** Geography: readable by every signed-in user, written by superusers. */
export const referenceResources: ResourceDef[] = [
  {
    path: 'countries',
    table: countries,
    access: resourceAccess.countries,
    read: countrySchema,
    create: countryCreateSchema,
    update: countryUpdateSchema,
    search: [countries.name, countries.code],
    defaultOrdering: 'name',
  },
  {
    path: 'states',
    table: states,
    access: resourceAccess.states,
    read: stateSchema,
    create: stateCreateSchema,
    update: stateUpdateSchema,
    search: [states.name, states.code],
    defaultOrdering: 'name',
  },
  {
    path: 'cities',
    table: cities,
    access: resourceAccess.cities,
    read: citySchema,
    create: cityCreateSchema,
    update: cityUpdateSchema,
    search: [cities.name, cities.state_name],
    defaultOrdering: 'name',
  },
];
