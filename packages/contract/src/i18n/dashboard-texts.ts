import en from './en/dashboard.json';
import es from './es/dashboard.json';

/**
 * The boards' and home dashboard's texts (`dashboard.*`): read only on those pages, so the web loads
 * them with them instead of with the first one (docs/performance.md).
 */
export const dashboardTexts = { es, en } as const;
