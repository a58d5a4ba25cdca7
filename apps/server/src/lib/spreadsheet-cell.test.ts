import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetRecord, spreadsheetRow } from './spreadsheet-cell';

describe('spreadsheetCell (docs/decisions.md "Spreadsheet cells never start a formula")', () => {
  it('quotes text that starts with a formula character', () => {
    for (const text of [
      '=HYPERLINK("http://evil.example/?x","click")',
      '+1+1',
      '-1+1',
      '-5',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠A1',
    ])
      expect(spreadsheetCell(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('keeps other text, numbers (negative ones too), dates and empty cells as they are', () => {
    for (const text of ['Juan', 'a=b', ' =1', "'=1", '15/07/1990', '', '1-2'])
      expect(spreadsheetCell(text)).toBe(text);
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(0)).toBe(0);
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell(undefined)).toBeUndefined();
    const date = new Date('2026-01-01T00:00:00Z');
    expect(spreadsheetCell(date)).toBe(date);
  });

  it('applies to rows and keyed rows', () => {
    expect(spreadsheetRow(['=1', -1, 'x', null])).toEqual(["'=1", -1, 'x', null]);
    expect(spreadsheetRecord({ company_name: '@x', hired: -2, year: null })).toEqual({
      company_name: "'@x",
      hired: -2,
      year: null,
    });
  });
});
