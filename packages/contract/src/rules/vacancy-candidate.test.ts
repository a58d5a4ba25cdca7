import { describe, expect, it } from 'vitest';
import { canCloseVacancyCandidate, vacancyCloseBlock } from './vacancy-candidate';

const row = (over: Partial<Parameters<typeof vacancyCloseBlock>[0]> = {}) => ({
  status: 'Pending' as const,
  is_viable: true as boolean | null,
  is_draft: false,
  ...over,
});

describe('closing a candidate of a vacancy (docs/decisions.md, vacancy candidates)', () => {
  it('waits for viability and never closes a draft', () => {
    expect(vacancyCloseBlock(row({ is_viable: null }))).toBe('viability');
    expect(vacancyCloseBlock(row({ is_draft: true }))).toBe('draft');
    expect(vacancyCloseBlock(row())).toBeNull();
    expect(canCloseVacancyCandidate(row({ is_draft: true }), 'Rejected')).toBe(false);
  });

  it('lets a candidate who is not viable only be rejected or marked as not attended', () => {
    const notViable = row({ is_viable: false });
    expect(canCloseVacancyCandidate(notViable, 'Accepted')).toBe(false);
    expect(canCloseVacancyCandidate(notViable, 'Rejected')).toBe(true);
    expect(canCloseVacancyCandidate(notViable, 'NotAttend')).toBe(true);
    expect(canCloseVacancyCandidate({ ...notViable, status: 'Accepted' }, 'Hired')).toBe(false);
  });

  it('follows the direct process’s transitions', () => {
    expect(canCloseVacancyCandidate(row(), 'Hired')).toBe(false);
    expect(canCloseVacancyCandidate(row({ status: 'Accepted' }), 'Hired')).toBe(true);
  });
});
