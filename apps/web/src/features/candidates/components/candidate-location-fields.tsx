import { Select } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** Names of rows, keeping a stored value that is not (or no longer) in the list. */
const namesWith = (names: string[], current: string) =>
  current && !names.includes(current) ? [current, ...names] : names;

/** State (states/ by name) and its cities (cities/?state_code=); both stored as text. */
export function CandidateLocationFields(props: {
  state: string;
  city: string;
  stateError?: React.ReactNode;
  cityError?: React.ReactNode;
  onStateChange: (value: string) => void;
  onCityChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const states = useResourceOptions(resources.states, { ordering: 'name' });
  const stateCode = (states.data ?? []).find((state) => state.name === props.state)?.code ?? null;
  const cities = useResourceOptions(
    resources.cities,
    { state_code: stateCode, ordering: 'name' },
    Boolean(stateCode),
  );
  const stateNames = [...new Set((states.data ?? []).map((state) => state.name))];
  const cityNames = stateCode ? [...new Set((cities.data ?? []).map((city) => city.name))] : [];
  return (
    <>
      <Select
        label={t('candidates.fields.state')}
        searchable
        clearable
        data={namesWith(stateNames, props.state)}
        value={props.state || null}
        error={props.stateError}
        onChange={(value) => {
          props.onStateChange(value ?? '');
          props.onCityChange('');
        }}
      />
      <Select
        label={t('candidates.fields.city')}
        searchable
        clearable
        data={namesWith(cityNames, props.city)}
        value={props.city || null}
        error={props.cityError}
        onChange={(value) => props.onCityChange(value ?? '')}
      />
    </>
  );
}
