import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Spanish texts address the user as "usted" (docs/domain.md#pages-menu-and-the-browser): "ingrese", "seleccione",
 * "su contraseña", never "ingresa", "selecciona", "tu contraseña". These are the tú forms a new
 * string most often slips in with: possessives and pronouns, second-person verbs, and the tú
 * imperatives of the verbs the screens use (with the pronouns they take: "inténtalo", "revísalos").
 */
/** Words that are tú wherever they stand: pronouns, possessives, second-person verbs, imperatives with pronouns. */
const tuForms = [
  // pronouns and possessives
  'tu',
  'tus',
  'ti',
  'te',
  'contigo',
  // second-person present
  'puedes',
  'tienes',
  'debes',
  'quieres',
  'deseas',
  'necesitas',
  'estás',
  'eres',
  'olvidaste',
  // imperatives that no usted sentence has
  'inténtalo',
  'revísalo',
  'revísalos',
  'ciérralo',
  'ciérralos',
  'asegúrate',
  'elige',
  'vuelve',
  'introduce',
  'corrige',
  'haz',
  'pon',
] as const;

/**
 * Imperatives spelt like the third person ("la vacante espera", "se envía", the label "Completa"):
 * tú only where a sentence starts with them, or "por favor" precedes them, and more words follow.
 */
const tuImperatives = [
  'ingresa',
  'selecciona',
  'intenta',
  'verifica',
  'escribe',
  'revisa',
  'guarda',
  'indica',
  'envía',
  'cambia',
  'contrata',
  'agrega',
  'captura',
  'confirma',
  'espera',
  'completa',
  'contacta',
  'pide',
  'usa',
] as const;

type Tree = { [key: string]: string | Tree };

/** Every string of a nested translation object, with its dotted key. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The tú forms in a text, as whole words (accented letters count as letters), ignoring case. */
function tuFormsIn(text: string): string[] {
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
  const anywhere = tuForms.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(plain));
  const leading = tuImperatives.filter((word) =>
    new RegExp(`(?:^|[.!?:;¡¿]\\s*|por favor,?\\s+)${word}\\s+\\p{L}`, 'iu').test(plain.trim()),
  );
  return [...anywhere, ...leading];
}

const dir = join(import.meta.dirname, 'es');
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('Spanish register (usted)', () => {
  it('finds tú forms and leaves usted forms alone', () => {
    expect(tuFormsIn('Por favor ingresa tu contraseña; inténtalo de nuevo.')).toEqual([
      'tu',
      'inténtalo',
      'ingresa',
    ]);
    expect(tuFormsIn('Selecciona un motivo de rechazo')).toEqual(['selecciona']);
    expect(tuFormsIn('Por favor ingrese su contraseña; inténtelo de nuevo. Seleccione un motivo.')).toEqual(
      [],
    );
    // parts of longer words and interpolated names are not words of the text
    expect(tuFormsIn('Tutorial de {{tu}} en la tienda: usado, guardado, revisado')).toEqual([]);
    // spelt like the third person: tú only at the start of a sentence or after "por favor"
    expect(
      tuFormsIn('La vacante espera su aprobación; se envía al terminar. Completa el formulario'),
    ).toEqual(['completa']);
    expect(tuFormsIn('Completa')).toEqual([]);
    expect(tuFormsIn('Guarda los cambios. Espera un momento')).toEqual(['guarda', 'espera']);
  });

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file} addresses the user as usted`, () => {
      const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
      const found = leaves(tree)
        .map(([key, text]) => ({ key, words: tuFormsIn(text) }))
        .filter((entry) => entry.words.length > 0)
        .map((entry) => `${file}: ${entry.key} (${entry.words.join(', ')})`);
      expect(found).toEqual([]);
    });
  }
});
