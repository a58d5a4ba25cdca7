import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A dialog that takes input never loses it to a stray Escape or click outside (docs/decisions.md,
 * "Unsaved changes"): a source file that draws a field, a form or a form hook draws its dialogs with
 * `FormModal` (which asks before closing with unsaved input), never Mantine's `Modal` directly. A
 * check of the web's own source, like a lint rule.
 */

const root = import.meta.dirname;
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const plainModal = /<Modal\b/;
const input =
  /<(TextInput|Textarea|Select|MultiSelect|NumberInput|FileInput|DateInput|DatePickerInput|DateTimePicker|TimeInput|Checkbox|Switch|SegmentedControl|PasswordInput|Radio|SearchSelect|ResourceSelect|CompanySelect)\b|useZodForm|useActionForm|<form\b/;

describe('dialogs with input', () => {
  it('are FormModals, which ask before closing with unsaved input', () => {
    const offenders = sourceFiles(root)
      .filter((file) => !file.endsWith(join('components', 'form', 'form-modal.tsx')))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        // a dialog that neither Escape nor a click outside can close (the sign-in again of an ended
        // session) loses nothing that way
        const cannotBeDismissed =
          /closeOnEscape=\{false\}/.test(source) && /closeOnClickOutside=\{false\}/.test(source);
        return plainModal.test(source) && input.test(source) && !cannotBeDismissed;
      })
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('finds a plain Modal beside a field (the check itself)', () => {
    const source = '<Modal opened onClose={close}><TextInput label={t("x")} /></Modal>';
    expect(plainModal.test(source) && input.test(source)).toBe(true);
  });
});
