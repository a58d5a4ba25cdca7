import type { z } from 'zod';
import { resourceAccess } from '../access';
import { defineEndpoint, fileResponse } from '../endpoint';
import {
  applyFields,
  approvalIdBody,
  approvalKeyBody,
  approveBody,
  cancelVacancyBody,
  declineBody,
  detailResult,
  distinctPositionsQuery,
  distinctPositionsResult,
  publicListBody,
  publicListResult,
  techResourceOrEmpty,
  techResourceQuery,
  techResourceSettingsResult,
  vacancyDashboardBody,
  vacancyDashboardResult,
  vacancyFromKeyResult,
  vacancyIdBody,
  vacancySchema,
  vacancyTimelineResult,
} from '../entities/index';

const vacancies = { read: resourceAccess.vacancies.read, write: resourceAccess.vacancies.write };
const tech = { read: resourceAccess['tech-resources'].read };

/** A vacancy status action: `{id, …}` in, the vacancy (read shape) out. */
const statusAction = <N extends string, B extends z.ZodType>(name: N, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: `vacancies/${name}/`,
    body,
    response: vacancySchema,
    access: vacancies.write,
    tag: 'vacancies',
  });

/**
 * Custom actions of the administrative process (docs/domain.md#vacancy-status-and-stage): the status machine,
 * approvals by e-mailed key, the timeline, the status counts, the PDF requisition and the tech
 * resources' settings.
 */
export const vacancyEndpoints = {
  /** New → Pending, stage Waiting approval: approval rows from the region's defaults, mails queued. */
  sendEmails: statusAction('send_emails', vacancyIdBody),
  /** New or Pending → Cancel with a reason; open candidates end, keys stop working. */
  cancel: statusAction('cancel_vacancy', cancelVacancyBody),
  /** Pending → Complete, stage Closed (*added*; 409 while candidates are open). */
  close: statusAction('close_vacancy', vacancyIdBody),
  /** A new key for one approver, mailed to them ('Notification has been sent'). */
  notifySingleApproval: defineEndpoint({
    method: 'POST',
    path: 'vacancies/notify_single_approval/',
    body: approvalIdBody,
    response: detailResult,
    access: vacancies.write,
    tag: 'vacancies',
  }),
  /** The approve page's vacancy and approval list, by key (no account). */
  fromKey: defineEndpoint({
    method: 'POST',
    path: 'vacancies/get_vacancy_from_key/',
    body: approvalKeyBody,
    response: vacancyFromKeyResult,
    access: 'public',
    tag: 'vacancies',
    publicLimit: 'view',
  }),
  /** The key's approval, once; the last one makes the vacancy Approved. */
  approve: defineEndpoint({
    method: 'POST',
    path: 'vacancies/approve/',
    body: approveBody,
    response: detailResult,
    access: 'public',
    tag: 'vacancies',
    publicLimit: 'action',
  }),
  /** The vacancy back to New with the approver's comment (*added*). */
  decline: defineEndpoint({
    method: 'POST',
    path: 'vacancies/decline/',
    body: declineBody,
    response: detailResult,
    access: 'public',
    tag: 'vacancies',
    publicLimit: 'action',
  }),
  /** The vacancy's log rows, oldest first. */
  timeline: defineEndpoint({
    method: 'POST',
    path: 'vacancies/get_timeline/',
    body: vacancyIdBody,
    response: vacancyTimelineResult,
    access: vacancies.read,
    tag: 'vacancies',
  }),
  /** Counts per status in the caller's scope. */
  dashboard: defineEndpoint({
    method: 'POST',
    path: 'vacancies/get_dashboard/',
    body: vacancyDashboardBody,
    response: vacancyDashboardResult,
    access: vacancies.read,
    tag: 'vacancies',
  }),
  /** Position titles already used (suggestions for the free-text position). */
  distinctPositions: defineEndpoint({
    method: 'GET',
    path: 'vacancies/get_distinct_positions/',
    query: distinctPositionsQuery,
    response: distinctPositionsResult,
    access: vacancies.read,
    tag: 'vacancies',
  }),
  /** The requisition PDF in the caller's language (inline, `<code>.pdf`). */
  report: defineEndpoint({
    method: 'GET',
    path: 'vacancies/:id/report/',
    response: fileResponse,
    access: vacancies.read,
    tag: 'vacancies',
  }),
  /** A company's approved Pending vacancies of one type, by its key (the public page; no account). */
  publicList: defineEndpoint({
    method: 'POST',
    path: 'vacancies/public_list/',
    body: publicListBody,
    response: publicListResult,
    access: 'public',
    tag: 'vacancies',
    publicLimit: 'view',
  }),
  /**
   * An application from the public page (multipart, the CV in `file`): the same 202 answer for every
   * well-formed application — new, known, duplicate, blacklisted or caught by the honeypot.
   */
  apply: defineEndpoint({
    method: 'POST',
    path: 'vacancies/apply/',
    multipart: true,
    body: applyFields,
    response: detailResult,
    status: 202,
    access: 'public',
    tag: 'vacancies',
    publicLimit: 'action',
  }),
  /** The tech resources' choices (catalog classifications 10 and 11) and profile labels. */
  techSettings: defineEndpoint({
    method: 'GET',
    path: 'tech-resources/get_settings/',
    response: techResourceSettingsResult,
    access: tech.read,
    tag: 'tech-resources',
  }),
  /** The vacancy's tech resources, or an empty row. */
  techResource: defineEndpoint({
    method: 'GET',
    path: 'tech-resources/get_resource/',
    query: techResourceQuery,
    response: techResourceOrEmpty,
    access: tech.read,
    tag: 'tech-resources',
  }),
};
