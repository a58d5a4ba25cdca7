import {
  type CSSVariablesResolver,
  darken,
  getPrimaryShade,
  luminance,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2.1 AA contrast for normal text (1.4.3). */
export const minimumContrast = 4.5;

/** Contrast ratio of two colours (WCAG 2.1 definition), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it reaches `ratio` against every one of `backgrounds`. */
export function readableOn(color: string, backgrounds: readonly string[], ratio = minimumContrast): string {
  const isReadable = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (isReadable(candidate)) return candidate;
  }
  return '#000000';
}

/** The light-scheme backgrounds text commonly sits on: white, the app's grey page and the light tints. */
function pageBackgrounds(theme: MantineTheme): string[] {
  return [theme.white, theme.colors.gray[0], theme.colors.gray[1]];
}

/**
 * Light-scheme variables that keep text at 4.5:1 whatever colour a component is given: filled
 * backgrounds under white text, coloured text and outlines, light variants (badges, alerts, light
 * buttons: the darkest shade on the lightest tints), links, dimmed text and placeholders. Colours that already
 * pass keep Mantine's values.
 */
export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const shade = getPrimaryShade(theme, 'light');
  const pages = pageBackgrounds(theme);
  const tints: string[] = [];
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(palette[shade], pages);
    const lightBackgrounds = [palette[1], palette[2]];
    tints.push(palette[0], palette[1]);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-text`] = filled;
    variables[`--mantine-color-${name}-outline`] = filled;
    variables[`--mantine-color-${name}-light-color`] = readableOn(palette[9], lightBackgrounds);
  }
  variables['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-text)`;
  variables['--mantine-color-dimmed'] = readableOn(theme.colors.gray[6], [...pages, ...tints]);
  // the placeholder of inputs that show it as text (FileInput, the pickers) is read as content
  variables['--mantine-color-placeholder'] = readableOn(theme.colors.gray[5], pages);
  return variables;
}

export const accessibleCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: accessibleColorVariables(theme),
  dark: {},
});
