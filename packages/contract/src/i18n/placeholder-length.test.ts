import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/**
 * A one-line input's placeholder fits a phone's field (390 px wide, 16 px text on phones): at most
 * 36 characters, in both languages — "…phone or e-" was cut in the blacklist dialog (issue 26).
 * A textarea's placeholder (`notes_placeholder`) wraps, so it may be longer.
 */
const maxLength = 36;
const wraps = (key: string) => key.endsWith('notes_placeholder');

function placeholders(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? key.includes('placeholder')
        ? [[`${prefix}${key}`, value] as [string, string]]
        : []
      : placeholders(value, `${prefix}${key}.`),
  );
}

describe('placeholders', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`fit a phone's one-line field in ${lang} (at most ${maxLength} characters)`, () => {
      const dir = join(import.meta.dirname, lang);
      const long = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .flatMap((file) =>
          placeholders(
            JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree,
            `${file.replace('.json', '')}.`,
          ),
        )
        .filter(([key, value]) => !wraps(key) && value.length > maxLength)
        .map(([key, value]) => `${key}: ${value}`);
      expect(long).toEqual([]);
    });
  }
});
