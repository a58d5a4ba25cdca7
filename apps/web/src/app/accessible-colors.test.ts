import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, contrastRatio, minimumContrast, readableOn } from './accessible-colors';
import { theme } from './theme';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = accessibleColorVariables(fullTheme);
const gray = fullTheme.colors.gray;

describe('accessible colours (WCAG 2.1 AA, 4.5:1)', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as needed', () => {
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
    const darker = readableOn('#868e96', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5.5);
  });

  it('keeps the green primary shade, which already passes', () => {
    expect(variables['--mantine-color-green-filled']).toBe(fullTheme.colors.green[7]);
  });

  for (const name of Object.keys(fullTheme.colors).filter((color) => color !== 'dark')) {
    it(`${name}: white on filled, text on white and grey, light variant text on its tint`, () => {
      const palette = fullTheme.colors[name] as readonly string[];
      const filled = variables[`--mantine-color-${name}-filled`] as string;
      for (const background of ['#ffffff', gray[0], gray[1]])
        expect(contrastRatio(filled, background)).toBeGreaterThanOrEqual(minimumContrast);
      const lightColor = variables[`--mantine-color-${name}-light-color`] as string;
      expect(contrastRatio(lightColor, palette[1] as string)).toBeGreaterThanOrEqual(minimumContrast);
    });
  }

  it('placeholders are readable on white and grey', () => {
    const placeholder = variables['--mantine-color-placeholder'] as string;
    for (const background of ['#ffffff', gray[0], gray[1]])
      expect(contrastRatio(placeholder, background)).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('dimmed text stays readable on white, grey and every light tint', () => {
    const dimmed = variables['--mantine-color-dimmed'] as string;
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(dimmed, gray[0])).toBeGreaterThanOrEqual(minimumContrast);
    for (const [name, palette] of Object.entries(fullTheme.colors))
      if (name !== 'dark') expect(contrastRatio(dimmed, palette[1])).toBeGreaterThanOrEqual(minimumContrast);
  });
});
