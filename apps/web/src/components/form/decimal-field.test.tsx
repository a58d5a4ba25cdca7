import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldError, renderWithApp, text } from '../../test/render';
import { AmountField, DecimalField, IntegerField, type NumberFieldValue } from './decimal-field';

const t = text;

/** A field bound to state the way a form binds it, with what it was handed shown beside it. */
function Bound({ Field, initial = '' }: { Field: typeof DecimalField; initial?: NumberFieldValue }) {
  const [value, setValue] = useState<NumberFieldValue>(initial);
  return (
    <>
      <Field label="n" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(4.5)}>
        set
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('n') as HTMLInputElement;
const handed = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');
const typeIn = (value: string) => {
  fireEvent.change(input(), { target: { value } });
  fireEvent.blur(input());
};

describe('number fields read typed text with the contract rule', { timeout: 30_000 }, () => {
  it('a decimal field hands 5.8 for 5,8 and 5.8, and shows what it read', () => {
    renderWithApp(<Bound Field={DecimalField} />);
    typeIn('5,8');
    expect(handed()).toBe(5.8);
    expect(input().value).toBe('5.8');
    typeIn('5.8');
    expect(handed()).toBe(5.8);
    expect(fieldError(input())).toBeNull();
  });

  it('an amount field reads 15,000.50 and 15000,50 alike and refuses 1.500 with a message', () => {
    renderWithApp(<Bound Field={AmountField} />);
    typeIn('15000,50');
    expect(handed()).toBe(15000.5);
    expect(input().value).toBe('15,000.50');
    typeIn('15,000.50');
    expect(handed()).toBe(15000.5);
    typeIn('1.500');
    // the typed text stays, in the field and in the form, which its schema then refuses
    expect(handed()).toBe('1.500');
    expect(input().value).toBe('1.500');
    expect(fieldError(input())).toBe(
      t('validation.number_ambiguous', { text: '1.500', thousands: '1500', decimal: '1.5' }),
    );
  });

  it('an integer field refuses 5,8 instead of reading 58', () => {
    renderWithApp(<Bound Field={IntegerField} />);
    typeIn('5,8');
    expect(handed()).toBe('5,8');
    expect(fieldError(input())).toBe(t('validation.integer'));
    typeIn('58');
    expect(handed()).toBe(58);
    expect(fieldError(input())).toBeNull();
  });

  it('refuses signs, letters and control characters; an empty text is no value', () => {
    renderWithApp(<Bound Field={AmountField} initial={10} />);
    expect(input().value).toBe('10');
    for (const typed of ['$15,000', '5 %', '12abc', '5\u00008']) {
      typeIn(typed);
      expect(fieldError(input()), typed).toBe(t('validation.number_chars'));
    }
    typeIn('');
    expect(handed()).toBe('');
    expect(fieldError(input())).toBeNull();
  });

  it('shows a value the form sets of its own', () => {
    renderWithApp(<Bound Field={DecimalField} />);
    typeIn('1,25');
    fireEvent.click(screen.getByText('set'));
    expect(input().value).toBe('4.5');
  });
});

const root = join(import.meta.dirname, '..', '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every typed number goes through the shared fields', () => {
  it("no screen uses Mantine's NumberInput (it dropped a decimal comma: 5,8 became 58)", () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(50);
    const found = files.filter((path) =>
      /\bNumberInput\b/.test(readFileSync(path, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
    );
    expect(found.map((path) => relative(root, path))).toEqual(['app/theme.ts']);
  });
});
