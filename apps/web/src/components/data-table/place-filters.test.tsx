import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import i18n from '../../lib/i18n';
import { pickOption, text } from '../../test/render';
import { FilterSelect } from './filter-select';
import { PlaceFilters, type PlaceFilterValues } from './place-filters';

const choices = {
  years: [2025, 2026],
  weeks: [47, 48],
  companies: [
    { id: 7, name: 'Tecma Shelter' },
    { id: 9, name: 'Aptiv' },
  ],
  sites: [
    { id: 70, name: 'Planta Juárez', company: 7 },
    { id: 90, name: 'Planta Chihuahua', company: 9 },
  ],
};
const none: PlaceFilterValues = { year: null, week: null, company: null, site: null };

/** The filters as a list holds them: each change a patch on the latest values, also told to `onChange`. */
function Toolbar(props: {
  initial?: PlaceFilterValues;
  onChange?: (patch: Partial<PlaceFilterValues>) => void;
}) {
  const [value, setValue] = useState(props.initial ?? none);
  return (
    <MantineProvider theme={theme}>
      <PlaceFilters
        choices={choices}
        value={value}
        onChange={(patch) => {
          props.onChange?.(patch);
          setValue((current) => ({ ...current, ...patch }));
        }}
        labels={{
          year: text('requirements.fields.year'),
          week: text('requirements.fields.week'),
          company: text('requirements.fields.company'),
          site: text('requirements.fields.site'),
        }}
        widths={{ year: 110, week: 110, company: 220, site: 200 }}
      />
    </MantineProvider>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const optionsOf = (input: HTMLInputElement) => {
  fireEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  return [...(list?.querySelectorAll('[role="option"]') ?? [])].map((option) => option.textContent);
};

describe('PlaceFilters (a list toolbar: year, week, company, site)', () => {
  it('names each select by its label, which is also its placeholder, in the page language', async () => {
    const { unmount } = render(<Toolbar />);
    for (const key of ['year', 'week', 'company', 'site'] as const) {
      const input = select(text(`requirements.fields.${key}`));
      expect(input.getAttribute('placeholder')).toBe(text(`requirements.fields.${key}`));
    }
    expect(select('Año')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en');
    try {
      render(<Toolbar />);
      expect(select('Year')).toBeTruthy();
      expect(select('Site')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('gives numbers back, clears the site with another company and offers only its sites', async () => {
    const onChange = vi.fn();
    render(<Toolbar initial={{ ...none, company: 9, site: 90 }} onChange={onChange} />);
    await pickOption(select('Año'), '2026');
    expect(onChange).toHaveBeenLastCalledWith({ year: 2026 });
    await pickOption(select('Semana'), '48');
    expect(onChange).toHaveBeenLastCalledWith({ week: 48 });
    await pickOption(select('Empresa'), 'Tecma Shelter');
    expect(onChange).toHaveBeenLastCalledWith({ company: 7, site: null });
    expect(select('Planta').value).toBe('');
    expect(optionsOf(select('Planta'))).toEqual(['Planta Juárez']);
    await pickOption(select('Planta'), 'Planta Juárez');
    expect(onChange).toHaveBeenLastCalledWith({ site: 70 });
  });

  it('shows a chosen value the choices lack (a board link before the data hold it) as its number', () => {
    render(<Toolbar initial={{ year: 2031, week: 5, company: 12, site: null }} />);
    expect(select('Año').value).toBe('2031');
    expect(select('Semana').value).toBe('5');
    expect(select('Empresa').value).toBe('12');
  });
});

describe('FilterSelect', () => {
  it('gives back the option’s own value and null once cleared; says what no choice means', async () => {
    const onChange = vi.fn();
    function Status() {
      const [value, setValue] = useState<'queued' | 'sent' | null>(null);
      return (
        <MantineProvider theme={theme}>
          <FilterSelect<'queued' | 'sent'>
            label="Estatus"
            placeholder="Todos los estatus"
            w={170}
            options={[
              { value: 'queued', label: 'En cola' },
              { value: 'sent', label: 'Enviado' },
            ]}
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
        </MantineProvider>
      );
    }
    const { container } = render(<Status />);
    const input = select('Estatus');
    expect(input.getAttribute('placeholder')).toBe('Todos los estatus');
    await pickOption(input, 'Enviado');
    expect(onChange).toHaveBeenLastCalledWith('sent');
    expect(input.value).toBe('Enviado');
    // the select's one button: its clear button, shown once a value is chosen
    const clear = container.querySelector('button');
    expect(clear).toBeTruthy();
    fireEvent.click(clear as Element);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
