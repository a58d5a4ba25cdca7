import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { dialogSafeCombobox, dialogSafeMaxHeight } from '../components/form/dialog-dropdown';

/**
 * Mantine's green with darker shades 7–9, so white text on the filled shade (buttons, the top
 * bar) and the light variant's text (badges) reach the 4.5:1 of WCAG 2.1 AA.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#277e37',
  '#237132',
  '#1e622b',
];

/**
 * Toasts stack above everything: the page, its top bar (100), dialogs and drawers with their
 * backdrop (200) and lists and menus (300) — a dialog's own result or error is never hidden, dimmed,
 * under its backdrop (issue 26). They sit at the top centre just below the top bar (providers.tsx):
 * never over the top bar's controls nor the page's top-right actions, and away from the buttons at
 * the bottom of a form or dialog that were just used.
 */
export const layers = { toasts: 1000 } as const;

/** Green theme and breakpoints (docs/domain.md#formats-and-constants: (xs < 768, sm < 992, md < 1200, lg < 1920, xl ≥ 1920). */
export const theme = createTheme({
  // people who ask their system for less motion get no transitions (WCAG 2.3.3)
  respectReducedMotion: true,
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '48em', sm: '62em', md: '75em', lg: '120em', xl: '120em' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // a badge is never cut ("RECLU…"): it keeps its full width and its cell grows to hold it
    // a badge is never cut ("RECLU…"): it keeps its full width (plain entries, not Component.extend(),
    // so the theme does not pull component code into the first page)
    Badge: {
      styles: {
        root: { overflow: 'visible', flexShrink: 0, minWidth: 'max-content' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    Modal: { defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.4, blur: 2 } } },
    // clicking the selected option again never empties a select (issue 10): a value that may be
    // left empty gets the explicit clear button (`clearable`) instead
    Select: { defaultProps: { allowDeselect: false, maxDropdownHeight: dialogSafeMaxHeight } },
    // a list never covers a dialog's buttons: it opens upward or is shortened (dialog-dropdown.ts)
    Combobox: { defaultProps: dialogSafeCombobox },
    MultiSelect: { defaultProps: { maxDropdownHeight: dialogSafeMaxHeight } },
    Autocomplete: { defaultProps: { maxDropdownHeight: dialogSafeMaxHeight } },
    TagsInput: { defaultProps: { maxDropdownHeight: dialogSafeMaxHeight } },
    // a number out of range is refused with the form's message, never rewritten behind the user's
    // back (-3 → 3, 0 → 1)
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
    // a table wider than the screen scrolls: its viewport takes focus so the keyboard scrolls it too
    // (WCAG 2.1.1; axe rule scrollable-region-focusable)
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});
