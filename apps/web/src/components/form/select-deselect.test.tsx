import { MantineProvider, Select } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { ResourceSelect } from './resource-select';

vi.mock('../../lib/resource-hooks', () => ({
  useResourceOptions: () => ({
    data: [
      { id: 1, name: 'No recomendado' },
      { id: 2, name: 'Recomendado' },
    ],
    isLoading: false,
  }),
}));

const options = [
  { value: 'DIRECT', label: 'Directo' },
  { value: 'INDIRECT', label: 'Indirecto' },
];

/** Opens the dropdown of the select labelled `label` and clicks the option `option` in it. */
function pick(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name: option, hidden: true }));
}

function ThemedSelect(props: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('DIRECT');
  return (
    <MantineProvider theme={theme}>
      <Select
        label="Categoría"
        data={options}
        value={value}
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </MantineProvider>
  );
}

function ResourceSelectProbe(props: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1);
  // without the app theme: the shared select keeps its value on its own
  return (
    <MantineProvider>
      <ResourceSelect
        resource={resources.catalogs}
        label="Estado médico"
        value={value}
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </MantineProvider>
  );
}

// issue 10, finding 12: clicking the selected option again must not empty a select
describe('re-selecting the selected option', () => {
  it('keeps the value of a select under the app theme', () => {
    const onChange = vi.fn();
    render(<ThemedSelect onChange={onChange} />);
    pick('Categoría', 'Directo');
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(screen.getByLabelText('Categoría', { selector: 'input' })).toHaveProperty('value', 'Directo');
    pick('Categoría', 'Indirecto');
    expect(onChange).toHaveBeenLastCalledWith('INDIRECT');
  });

  it('keeps the value of the shared resource select', () => {
    const onChange = vi.fn();
    render(<ResourceSelectProbe onChange={onChange} />);
    pick('Estado médico', 'No recomendado');
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(screen.getByLabelText('Estado médico', { selector: 'input' })).toHaveProperty(
      'value',
      'No recomendado',
    );
  });
});

/** Every source file of the web app (tests aside), by path, as text. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('guard: no select may clear itself on re-selection', () => {
  it('the app theme turns allowDeselect off for every Select', () => {
    expect(theme.components?.Select?.defaultProps).toMatchObject({ allowDeselect: false });
  });

  it('no source turns allowDeselect back on, and every MantineProvider gets the app theme', () => {
    const offenders: string[] = [];
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/allowDeselect(?!=\{false\}|: false)/g))
        offenders.push(`${file}: ${text.slice(match.index, match.index + 30)}`);
      for (const match of text.matchAll(/<MantineProvider(?![^>]*theme=\{theme\})/g))
        offenders.push(`${file}: ${text.slice(match.index, match.index + 60)}`);
    }
    expect(offenders).toEqual([]);
  });
});
