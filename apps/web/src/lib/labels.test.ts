import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from './labels';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('categoryLabel', () => {
  it('translates the seeded codes and falls back to the description, then the code', () => {
    expect(categoryLabel(t, { code: 'DIRECT', description: 'Directo' })).toBe(
      't:common.enums.category.DIRECT',
    );
    expect(categoryLabel(t, { code: 'SEASONAL', description: 'Temporada' })).toBe('Temporada');
    expect(categoryLabel(t, { code: 'SEASONAL', description: '' })).toBe('SEASONAL');
  });
});
