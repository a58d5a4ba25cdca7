import type { RouteName } from '@rp/contract';
import { followUpPages } from '@rp/contract/entities';
import type { FollowUpStatus } from '@rp/contract/enums';

export type FollowUpPage = keyof typeof followUpPages;

/** The list page of each follow-up status (`/requeriments/direct/status/<page>`). */
export const pageRoutes = {
  progress: 'requeriments-direct-status-progress',
  accepted: 'requeriments-direct-status-accepted',
  hired: 'requeriments-direct-status-hired',
  not_attends: 'requeriments-direct-status-not_attends',
  rejected: 'requeriments-direct-status-rejected',
} as const satisfies Record<FollowUpPage, RouteName>;

export const followUpPageList = Object.keys(pageRoutes) as FollowUpPage[];

export const statusOfPage = (page: FollowUpPage): FollowUpStatus => followUpPages[page];

export function pageOfStatus(status: FollowUpStatus): FollowUpPage {
  return followUpPageList.find((page) => followUpPages[page] === status) ?? 'progress';
}
