import { createTheme } from '@mantine/core';

/** Green theme and breakpoints (docs/domain.md#formats-and-constants: (xs < 768, sm < 992, md < 1200, lg < 1920, xl ≥ 1920). */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '48em', sm: '62em', md: '75em', lg: '120em', xl: '120em' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.4, blur: 2 } } },
    // clicking the selected option again never empties a select (issue 10): a value that may be
    // left empty gets the explicit clear button (`clearable`) instead
    Select: { defaultProps: { allowDeselect: false } },
  },
});
