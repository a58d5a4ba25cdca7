import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's xs breakpoint (48em, 768 px): a phone (docs/domain.md#formats-and-constants). */
export const phoneQuery = '(max-width: 47.99em)';

/** Whether the screen is a phone's, known on the first render (no flash of the wide layout). */
export const useIsPhone = () => useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false }) ?? false;
