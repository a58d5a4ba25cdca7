import { resources } from '@rp/contract/resources';
import { useMemo } from 'react';
import { useResourceOptions } from '../../../lib/resource-hooks';
import type { Place } from '../components/site-location';

const placeParams = { ordering: 'name' } as const;

/**
 * The cities that have a centre (docs/domain.md#site-map): the dots of the offline map, the
 * offline address search and where a new site's pin goes. One cached list for the map and form.
 */
export function usePlaces(enabled = true) {
  const cities = useResourceOptions(resources.cities, placeParams, enabled);
  const places = useMemo(
    () =>
      (cities.data ?? []).flatMap((city): Place[] =>
        city.latitute === null || city.longitude === null
          ? []
          : [
              {
                id: city.id,
                name: city.name,
                state_code: city.state_code,
                state_name: city.state_name,
                lat: city.latitute,
                lng: city.longitude,
              },
            ],
      ),
    [cities.data],
  );
  return { places, isLoading: cities.isLoading };
}
