import type { FollowUpStatus } from '@rp/contract/enums';

/** Colours of the status boxes and badges (docs/domain.md#statuses-and-transitions). */
export const statusColors: Record<FollowUpStatus, string> = {
  Pending: 'yellow',
  Accepted: 'blue',
  Rejected: 'red',
  Hired: 'green',
  NotAttend: 'gray',
};

/** Medical statuses: NULL is shown `no_required`. */
export const medicalColors: Record<string, string> = {
  pending: 'yellow',
  not_required: 'gray',
  recommended: 'green',
  not_recommended: 'red',
  conditioned: 'orange',
  no_required: 'gray',
};
