import { describe, expect, it } from 'vitest';
import { fillRateColor } from './fill-rate-color';

// the totals row and the rates are tested with the contract: packages/contract/src/rules/summary.test.ts
describe('fillRateColor', () => {
  it('bands at 90 and 70', () => {
    expect(fillRateColor(100)).toBe('green');
    expect(fillRateColor(90)).toBe('green');
    expect(fillRateColor(89.9)).toBe('yellow');
    expect(fillRateColor(70)).toBe('yellow');
    expect(fillRateColor(69.9)).toBe('red');
    expect(fillRateColor(0)).toBe('red');
  });
});
