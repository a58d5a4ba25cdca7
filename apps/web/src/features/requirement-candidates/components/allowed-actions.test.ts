import { followUpStatuses } from '@rp/contract/enums';
import {
  allowedActions,
  bulkStatusesFor,
  canDo,
  isFinalStatus,
  isSelectable,
  mayCall,
  notAttendCall,
  permittedActions,
  takesCandidates,
} from '@rp/contract/rules/follow-up';
import { describe, expect, it } from 'vitest';
import { pageOfStatus, pageRoutes, statusOfPage } from './follow-up-pages';

describe('follow-up actions by status (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up)', () => {
  it('Pending can be accepted, rejected, marked as no-show, removed, and has medical service', () => {
    expect(allowedActions('Pending')).toEqual(['accept', 'reject', 'not_attend', 'delete', 'medical']);
    expect(canDo('Pending', 'hire')).toBe(false);
    expect(canDo('Pending', 'reassign')).toBe(false);
  });

  it('only Accepted can be hired; Accepted cannot be removed or accepted again', () => {
    for (const status of followUpStatuses) expect(canDo(status, 'hire')).toBe(status === 'Accepted');
    expect(canDo('Accepted', 'delete')).toBe(false);
    expect(canDo('Accepted', 'accept')).toBe(false);
    expect(canDo('Accepted', 'reject')).toBe(true);
  });

  it('the medical service is open in every status', () => {
    for (const status of followUpStatuses) expect(canDo(status, 'medical')).toBe(true);
  });

  it('only Pending assignments can be deleted', () => {
    for (const status of followUpStatuses) expect(canDo(status, 'delete')).toBe(status === 'Pending');
  });

  it('final statuses offer no transition, only re-assignment', () => {
    for (const status of ['Hired', 'Rejected', 'NotAttend'] as const) {
      expect(isFinalStatus(status)).toBe(true);
      expect(canDo(status, 'reassign')).toBe(true);
      for (const action of ['accept', 'reject', 'hire', 'not_attend', 'delete'] as const)
        expect(canDo(status, action)).toBe(false);
    }
    expect(isFinalStatus('Pending')).toBe(false);
    expect(isFinalStatus('Accepted')).toBe(false);
  });

  it('did-not-attend uses close_candidate from Pending and not_attend_from_accepted from Accepted', () => {
    expect(notAttendCall('Pending')).toBe('close_candidate');
    expect(notAttendCall('Accepted')).toBe('not_attend_from_accepted');
    expect(notAttendCall('Hired')).toBeNull();
  });

  it('bulk close offers what every selected row allows; hiring is never bulk', () => {
    expect(bulkStatusesFor([])).toEqual([]);
    expect(bulkStatusesFor(['Pending'])).toEqual(['Accepted', 'Rejected', 'NotAttend']);
    expect(bulkStatusesFor(['Pending', 'Accepted'])).toEqual(['Rejected', 'NotAttend']);
    expect(bulkStatusesFor(['Pending', 'Hired'])).toEqual([]);
    expect(isSelectable('Pending')).toBe(true);
    expect(isSelectable('Accepted')).toBe(true);
    expect(isSelectable('Rejected')).toBe(false);
  });

  it('new assignments only go to open requirements', () => {
    expect(takesCandidates('New')).toBe(true);
    expect(takesCandidates('Approved')).toBe(true);
    expect(takesCandidates('Recruiting')).toBe(true);
    expect(takesCandidates('Closed')).toBe(false);
    expect(takesCandidates('Cancel')).toBe(false);
  });

  it('maps every status to its list page and back', () => {
    for (const status of followUpStatuses) expect(statusOfPage(pageOfStatus(status))).toBe(status);
    expect(pageRoutes.not_attends).toBe('requeriments-direct-status-not_attends');
  });
});

describe('follow-up actions by permission (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up)', () => {
  const medical = { is_superuser: false, permission_shorts: ['medical_service'] };
  const recruiter = { is_superuser: false, permission_shorts: ['process_candidates'] };
  const both = { is_superuser: false, permission_shorts: ['process_candidates', 'medical_service'] };
  const admin = { is_superuser: true, permission_shorts: [] };

  it('the medical service is offered only the medical action, in every status', () => {
    for (const status of followUpStatuses) expect(permittedActions(status, medical)).toEqual(['medical']);
    expect(mayCall(medical, 'close_candidate')).toBe(false);
    expect(mayCall(medical, 'close_massive_candidate')).toBe(false);
    expect(mayCall(medical, 'assign_candidate')).toBe(false);
  });

  it('process_candidates offers every transition but not the medical service', () => {
    expect(permittedActions('Pending', recruiter)).toEqual(['accept', 'reject', 'not_attend', 'delete']);
    expect(permittedActions('Accepted', recruiter)).toEqual(['hire', 'reject', 'not_attend']);
    expect(permittedActions('Hired', recruiter)).toEqual(['reassign']);
    expect(mayCall(recruiter, 'assign_candidate')).toBe(true);
    expect(mayCall(recruiter, 'update_medical_service')).toBe(false);
  });

  it('both permissions, or a superuser, get what the status allows; no user gets nothing', () => {
    for (const status of followUpStatuses) {
      expect(permittedActions(status, both)).toEqual(allowedActions(status));
      expect(permittedActions(status, admin)).toEqual(allowedActions(status));
      expect(permittedActions(status, null)).toEqual([]);
    }
  });
});
