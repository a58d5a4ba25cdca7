import { describe, expect, it } from 'vitest';
import { preferredLang } from './i18n';

describe('the reader’s first language', () => {
  it('follows the browser (Accept-Language) until the reader picks one with the switch', () => {
    expect(preferredLang(null, ['en-US', 'en'])).toBe('en');
    expect(preferredLang(null, ['fr-FR', 'en-GB'])).toBe('en');
    expect(preferredLang(null, ['es-MX'])).toBe('es');
    expect(preferredLang(null, [])).toBe('es');
    expect(preferredLang('es', ['en-US'])).toBe('es');
    expect(preferredLang('en', ['es-MX'])).toBe('en');
  });
});
