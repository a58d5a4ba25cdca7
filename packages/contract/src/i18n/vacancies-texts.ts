import en from './en/vacancies.json';
import es from './es/vacancies.json';

/**
 * The administrative process's texts (`vacancies.*`): read only on its pages, so the web loads them
 * with those pages instead of with the first one (docs/performance.md).
 */
export const vacanciesTexts = { es, en } as const;
