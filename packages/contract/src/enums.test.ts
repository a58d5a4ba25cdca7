import { describe, expect, it } from 'vitest';
import { isOneOf, medicalStatuses, vacancyStatuses } from './enums';

describe('isOneOf', () => {
  it('takes a member and narrows it, refuses anything else', () => {
    expect(isOneOf(vacancyStatuses, 'Pending')).toBe(true);
    expect(isOneOf(vacancyStatuses, 'pending')).toBe(false);
    expect(isOneOf(vacancyStatuses, '')).toBe(false);
    expect(isOneOf(medicalStatuses, null)).toBe(false);
    expect(isOneOf(medicalStatuses, undefined)).toBe(false);
    const value: string | null = 'Complete';
    if (isOneOf(vacancyStatuses, value)) {
      const status: (typeof vacancyStatuses)[number] = value;
      expect(status).toBe('Complete');
    }
  });
});
