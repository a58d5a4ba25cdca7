import type { FollowUpStatus } from './enums';

/**
 * One label per follow-up status (docs/decisions.md "One label per status"): screens, exports, PDFs,
 * mails and the timeline all read `common.enums.follow_up_status.<status>`, through these keys.
 */
export const followUpStatusLabelKey = (status: FollowUpStatus) =>
  `common.enums.follow_up_status.${status}` as const;

/**
 * The counters named after a follow-up status (a requirement position's, the weekly summary's, the
 * exports'): each is headed by its status's one label, never a label of its own.
 */
export const statusCounters = {
  accepted: 'Accepted',
  hired: 'Hired',
  rejected: 'Rejected',
  not_attend: 'NotAttend',
} as const satisfies Record<string, FollowUpStatus>;

export type StatusCounter = keyof typeof statusCounters;

export const isStatusCounter = (key: string): key is StatusCounter => Object.hasOwn(statusCounters, key);

/** The label key of a counter named after a status (`not_attend` → the NotAttend status's label). */
export const statusCounterLabelKey = (counter: StatusCounter) =>
  followUpStatusLabelKey(statusCounters[counter]);
