import { describe, expect, it } from 'vitest';
import {
  canCloseVacancyCandidate,
  isVacancyCandidateSelectable,
  vacancyBulkStatusesFor,
  vacancyCloseBlock,
} from './vacancy-candidate';

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

  it('selects for a bulk close only rows that can be closed, offering what every row allows', () => {
    expect(isVacancyCandidateSelectable(row())).toBe(true);
    expect(isVacancyCandidateSelectable(row({ is_draft: true }))).toBe(false);
    expect(isVacancyCandidateSelectable(row({ is_viable: null }))).toBe(false);
    expect(isVacancyCandidateSelectable(row({ status: 'Hired' }))).toBe(false);
    expect(vacancyBulkStatusesFor([])).toEqual([]);
    expect(vacancyBulkStatusesFor([row()])).toEqual(['Accepted', 'Rejected', 'NotAttend']);
    expect(vacancyBulkStatusesFor([row(), row({ is_viable: false })])).toEqual(['Rejected', 'NotAttend']);
    expect(vacancyBulkStatusesFor([row({ status: 'Accepted' })])).toEqual(['Rejected', 'NotAttend']);
    expect(vacancyBulkStatusesFor([row(), row({ is_viable: null })])).toEqual([]);
  });
});
