import { describe, expect, it } from 'vitest';
import { closeStatuses } from '../entities/requirement-actions';
import { followUpStatuses } from '../enums';
import {
  allowedActions,
  bulkStatusesFor,
  canDo,
  canMove,
  followUpTransitions,
  isFinalStatus,
  isOpenAssignment,
  isOpenRequirement,
  isRemovable,
  notAttendCall,
  permittedActions,
  typeNotAttendFrom,
} from './follow-up';

describe('the follow-up table (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up)', () => {
  it('allows exactly the moves of the table', () => {
    const allowed = followUpStatuses.flatMap((from) =>
      closeStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'Pending→Accepted',
        'Pending→Rejected',
        'Pending→NotAttend',
        'Accepted→Hired',
        'Accepted→NotAttend',
        'Accepted→Rejected',
      ].sort(),
    );
  });

  it('Hired, Rejected and NotAttend are final; Pending and Accepted are open', () => {
    for (const status of followUpStatuses) {
      const isFinal = ['Hired', 'Rejected', 'NotAttend'].includes(status);
      expect(isFinalStatus(status)).toBe(isFinal);
      expect(isOpenAssignment(status)).toBe(!isFinal);
      expect(followUpTransitions[status].length === 0).toBe(isFinal);
    }
  });

  it('hires only from Accepted, removes only Pending, and re-assigns only final ones', () => {
    for (const status of followUpStatuses) {
      expect(canDo(status, 'hire')).toBe(status === 'Accepted');
      expect(canDo(status, 'delete')).toBe(status === 'Pending');
      expect(isRemovable(status)).toBe(status === 'Pending');
      expect(canDo(status, 'reassign')).toBe(isFinalStatus(status));
      expect(canDo(status, 'medical')).toBe(true);
    }
  });

  it('offers, for each status, the closing actions whose move the table allows', () => {
    expect(allowedActions('Pending')).toEqual(['accept', 'reject', 'not_attend', 'delete', 'medical']);
    expect(allowedActions('Accepted')).toEqual(['hire', 'reject', 'not_attend', 'medical']);
    for (const status of ['Hired', 'Rejected', 'NotAttend'] as const)
      expect(allowedActions(status)).toEqual(['reassign', 'medical']);
  });

  it('a no-show is an interview one from Pending and a hiring one from Accepted', () => {
    expect(notAttendCall('Pending')).toBe('close_candidate');
    expect(notAttendCall('Accepted')).toBe('not_attend_from_accepted');
    expect(notAttendCall('Rejected')).toBeNull();
    expect(typeNotAttendFrom('Pending')).toBe('interview');
    expect(typeNotAttendFrom('Accepted')).toBe('hiring');
  });

  it('bulk close never hires and offers what every selected row allows', () => {
    expect(bulkStatusesFor(['Pending'])).toEqual(['Accepted', 'Rejected', 'NotAttend']);
    expect(bulkStatusesFor(['Accepted'])).toEqual(['Rejected', 'NotAttend']);
    expect(bulkStatusesFor(['Pending', 'Hired'])).toEqual([]);
    expect(bulkStatusesFor([])).toEqual([]);
  });

  it('assignments move only while the requirement is open', () => {
    expect(
      ['New', 'Approved', 'Recruiting', 'Closed', 'Cancel'].filter((s) => isOpenRequirement(s as 'New')),
    ).toEqual(['New', 'Approved', 'Recruiting']);
  });

  it('each action needs its permission: process_candidates, or medical_service for the medical one', () => {
    const medical = { is_superuser: false, permission_shorts: ['medical_service'] };
    const recruiter = { is_superuser: false, permission_shorts: ['process_candidates'] };
    expect(permittedActions('Accepted', medical)).toEqual(['medical']);
    expect(permittedActions('Accepted', recruiter)).toEqual(['hire', 'reject', 'not_attend']);
    expect(permittedActions('Accepted', null)).toEqual([]);
  });
});
