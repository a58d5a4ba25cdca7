import { resources } from '@rp/contract/resources';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { qualified } from '../../resources/names';
import { defineResourceDef, type ResourceDef } from '../../resources/types';

/** The attachments' file names, without reading their bytes out of the row. */
const attachmentNames = sql`(select string_agg(a.value->>'filename', ', ') from jsonb_array_elements(${qualified('mail_outbox', 'attachments')}) a)`;

/** The mail outbox of /testing (docs/domain.md#mail-outbox): read-only, superusers only. */
export const mailOutboxResource = defineResourceDef(resources['mail-outbox'], {
  table: mailOutbox,
  search: [mailOutbox.recipient, mailOutbox.subject],
  defaultOrdering: '-created_at',
  computed: { attachment_names: { sql: attachmentNames, type: 'string' } },
  export: { overrides: { template: { labels: 'outbox.templates' }, status: { labels: 'outbox.statuses' } } },
});

export const mailResources: ResourceDef[] = [mailOutboxResource];
