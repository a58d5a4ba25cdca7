import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './candidate-form';

// ages and the age filter's birthdate range are the contract's rules: packages/contract/src/rules/candidate.test.ts
describe('candidate dates', () => {
  it('parses typed day/month/year dates', () => {
    expect(parseTypedDate('5/3/1990')).toBe('1990-03-05');
    expect(parseTypedDate('31/02/1990')).toBeNull();
    expect(parseTypedDate('1990-03-05')).toBeNull();
  });
});
