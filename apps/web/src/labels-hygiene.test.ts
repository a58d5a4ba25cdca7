import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screen-reader names and other texts of elements come from the i18n files, in the page's language
 * (docs/domain.md#pages-menu-and-the-browser): a check of the web's own source, like a lint rule.
 * An `aria-label`, `title`, `alt`, `placeholder` or `label` — or a component's `…Label`, `…Title`,
 * `…Text`, `…Message` prop — never holds a written-out text: `aria-label="Close"`,
 * `aria-label={'Cerrar'}`, `title={isOpen ? 'Ocultar' : 'Mostrar'}`, `{ 'aria-label': 'Next page' }`.
 * Translation keys (`'common.actions.close'`) and texts without letters (`'—'`, `` `${a}: ${b}` ``)
 * are fine.
 */

const propNames = new RegExp(
  [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'aria-placeholder',
    'title',
    'alt',
    'placeholder',
    'label',
    '[a-z][A-Za-z]*(?:Label|Title|Text|Message)',
  ]
    .map((name) => `^${name}$`)
    .join('|'),
);

/** A translation key or the start of one (`common.enums.status.`), not a text. */
const isKey = (literal: string) => /^[a-z0-9_]+(\.[a-z0-9_]*)+$/i.test(literal);

/**
 * The string literals an expression gives as its value: alone or as the branches of `?:`, `??`,
 * `||` — not the arguments of a call (`t('key')`, `label('position', n)`) nor the values of a nested
 * object or array. Template holes are taken out (`${name}: x` → `: x`).
 */
function valueLiteralsOf(expression: string): string[] {
  let topLevel = '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i] as string;
    if (quote) {
      if (depth === 0) topLevel += char;
      if (char === '\\') {
        if (depth === 0) topLevel += expression[i + 1] ?? '';
        i++;
      } else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') depth--;
    else if (depth === 0) topLevel += char;
  }
  return [...topLevel.matchAll(/"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`/g)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ''),
  );
}

/** The expression starting at `start`: up to its closing brace (`{…}`) or, for an object value, the next `,` `}` at depth 0. */
function expressionAt(text: string, start: number, isJsx: boolean): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') {
      if (depth === 0) return text.slice(start, i);
      depth--;
      if (isJsx && depth === 0) return text.slice(start, i + 1);
    } else if (!isJsx && depth === 0 && (char === ',' || char === '\n')) return text.slice(start, i);
  }
  return text.slice(start);
}

/** Written-out texts given to a label-like prop or key in a source file: `line: name=value`. */
function hardCodedLabels(source: string): string[] {
  const found: string[] = [];
  // JSX props (name="…", name={…}) and object keys (name: …, 'name': …), not `x.title` nor `title-x`
  const prop = /(?<![\w.$-])(['"]?)([A-Za-z][\w-]*)\1(=|\s*:\s*)/g;
  for (const match of source.matchAll(prop)) {
    const name = match[2] as string;
    if (!propNames.test(name)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const isJsx = match[3] === '=';
    const next = source[start];
    let expression: string;
    if (isJsx && (next === '"' || next === "'"))
      expression = source.slice(start, source.indexOf(next, start + 1) + 1);
    else if (isJsx && next === '{') expression = expressionAt(source, start, true);
    else if (!isJsx) expression = expressionAt(source, start, false);
    else continue;
    // a type (`title: string`) has no literal; JSX (`label={<Title order={3} fz="md">…`) has texts of its own
    const value = isJsx && next === '{' ? expression.slice(1, -1) : expression;
    if (/^\(?\s*</.test(value.trim())) continue;
    const texts = valueLiteralsOf(value).filter((text) => /\p{L}/u.test(text) && !isKey(text));
    if (texts.length > 0) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${name}${match[3]?.trim() === ':' ? ': ' : '='}${expression.trim()}`);
    }
  }
  return found;
}

const root = import.meta.dirname;
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('screen-reader names and element texts come from i18n', () => {
  it('finds written-out texts and leaves translated ones alone', () => {
    // a template holds the sample source: `\${x}` is the text "${x}" of the sample
    const source = `<CloseButton aria-label="Close" />
<Burger aria-label={'Abrir menú'} />
<Button title={isOpen ? 'Ocultar' : t('common.actions.show')} />
const props = { 'aria-label': 'Next page', title: \`Page \${page}\` };
<Image alt={t('candidates.photo.alt', { name })} title={\`\${label}: \${row}\`} />
<Modal title={t(isReject ? 'followup.reject.title' : 'followup.hire.title')} />
<Badge aria-label={\`\${t('x.y')} \${value}\`} label={t(\`common.enums.status.\${value}\`)} />
type Props = { title: string; label?: ReactNode };
<Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} nextLabel="Siguiente" />`;
    expect(hardCodedLabels(source)).toEqual([
      '1: aria-label="Close"',
      "2: aria-label={'Abrir menú'}",
      "3: title={isOpen ? 'Ocultar' : t('common.actions.show')}",
      "4: aria-label: 'Next page'",
      `4: title: \`Page \${page}\``,
      "9: aria-label: 'Cerrar'",
      '9: nextLabel="Siguiente"',
    ]);
  });

  it('has no written-out label in apps/web/src', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) =>
      hardCodedLabels(readFileSync(path, 'utf8')).map((hit) => `${relative(root, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
