import { formatDateTime } from '@rp/contract';
import type { MailOutbox } from '@rp/contract/entities';
import type { Diagnostics } from '@rp/contract/entities/diagnostics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paged } from '../../../test/factories';
import { mockApi, type SeenRequest } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import TestingPage from './testing-page';

const t = text;

const diagnostics = (smtp: boolean): Diagnostics => ({
  version: '0.1.0',
  node: 'v20.19.0',
  database: { kind: 'pglite', migrations: { count: 13, last_name: '0012_mail_outbox', last_at: null } },
  storage: { kind: 'local:/data/files', files: 4 },
  mail: { smtp, queued: 1, failed: 1 },
  server_time: '2026-11-22T15:41:00.000Z',
});

const mail = (overrides: Partial<MailOutbox>): MailOutbox => ({
  id: 1,
  recipient: 'laura@example.com',
  lang: 'es',
  template: 'approval_request',
  subject: 'Solicitud de aprobación: vacante VAC-000001 – Contador',
  text: 'Se solicita su aprobación\n\nEstimado(a) Laura:\n\nRevisar la vacante: https://rp.example.com/approve/k1',
  status: 'queued',
  attempts: 0,
  next_attempt_at: '2026-11-22T15:42:00.000Z',
  last_error: null,
  attachment_names: null,
  created_at: '2026-11-22T15:41:00.000Z',
  sent_at: null,
  ...overrides,
});

const failed = mail({
  id: 2,
  recipient: 'pedro@example.com',
  lang: 'en',
  template: 'interview_invitation',
  subject: 'Interview invitation: Welder – North',
  text: 'Interview invitation\n\nDear Pedro,',
  status: 'failed',
  attempts: 8,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  attachment_names: 'entrevista.ics',
  created_at: '2026-11-21T09:05:00.000Z',
});
const sent = mail({
  id: 3,
  recipient: 'rosa@example.com',
  template: 'vacancy_approved',
  subject: 'Vacante aprobada: VAC-000002 – Almacenista',
  status: 'sent',
  attempts: 1,
  sent_at: '2026-11-20T18:30:00.000Z',
  created_at: '2026-11-20T18:29:00.000Z',
});

let list: ReturnType<typeof mockApi>;
let smtp = true;
beforeEach(() => {
  smtp = true;
  mockApi('get', 'utils/diagnostics/', () => diagnostics(smtp));
  list = mockApi('get', 'mail-outbox/', (request: SeenRequest) => {
    const rows = [mail({}), failed, sent].filter(
      (row) => !request.query.status || row.status === request.query.status,
    );
    return paged(rows);
  });
});

const renderPage = () => renderWithApp(<TestingPage />, { route: '/testing' });
const lastQuery = (expected: Record<string, string>) =>
  waitFor(() => expect(list.last.query).toMatchObject(expected), { timeout: 5000 });

describe('/testing: the mail outbox', { timeout: 60_000 }, () => {
  it('lists every mail with its status, recipient, subject, template, attempts, error and dates', async () => {
    renderPage();
    await lastQuery({ page: '1', ordering: '-created_at' });
    const row = (await screen.findByText('pedro@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText(t('outbox.statuses.failed'))).toBeTruthy();
    expect(within(row).getByText('Interview invitation: Welder – North')).toBeTruthy();
    expect(within(row).getByText(t('outbox.templates.interview_invitation'))).toBeTruthy();
    expect(within(row).getByText('8')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    const created = formatDateTime(failed.created_at);
    expect(created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(within(row).getByText(created)).toBeTruthy();
    const sentRow = screen.getByText('rosa@example.com').closest('tr') as HTMLElement;
    expect(within(sentRow).getByText(t('outbox.statuses.sent'))).toBeTruthy();
    expect(within(sentRow).getByText(formatDateTime(sent.sent_at))).toBeTruthy();
    expect(screen.getAllByText(t('outbox.statuses.queued')).length).toBeGreaterThan(0);
    // SMTP is set up: no warning
    expect(screen.queryByText(t('outbox.no_smtp'))).toBeNull();
  });

  it('filters by status on the server', async () => {
    renderPage();
    await screen.findByText('pedro@example.com');
    await pickOption(
      screen.getByLabelText(t('outbox.fields.status'), { selector: 'input' }),
      t('outbox.statuses.failed'),
    );
    await lastQuery({ status: 'failed', page: '1' });
    await waitFor(() => expect(screen.queryByText('rosa@example.com')).toBeNull());
  });

  it("shows a mail's text in its details", async () => {
    renderPage();
    await screen.findByText('pedro@example.com');
    fireEvent.click(
      screen.getByRole('button', { name: `${t('common.table.show_details')} laura@example.com` }),
    );
    expect(
      await screen.findByText(/Revisar la vacante: https:\/\/rp\.example\.com\/approve\/k1/),
    ).toBeTruthy();
  });

  it('resends a mail after confirmation', async () => {
    const resend = mockApi('post', 'mail-outbox/resend/', {
      ...failed,
      status: 'queued',
      attempts: 0,
      last_error: null,
    });
    renderPage();
    await screen.findByText('pedro@example.com');
    const listCalls = list.requests.length;
    fireEvent.click(screen.getByRole('button', { name: `${t('outbox.resend')} pedro@example.com` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/pedro@example\.com/)).toBeTruthy();
    expect(resend.requests).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: t('outbox.resend') }));
    await waitFor(() => expect(resend.requests).toHaveLength(1));
    expect(resend.last.body).toEqual({ id: 2 });
    expect(await screen.findByText(t('outbox.resent'))).toBeTruthy();
    // the list is read again
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(listCalls));
  });

  it('does not resend when the confirmation is cancelled', async () => {
    const resend = mockApi('post', 'mail-outbox/resend/', failed);
    renderPage();
    await screen.findByText('pedro@example.com');
    fireEvent.click(screen.getByRole('button', { name: `${t('outbox.resend')} pedro@example.com` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resend.requests).toHaveLength(0);
  });

  it('sends a test mail to a valid address only', async () => {
    const send = mockApi('post', 'mail-outbox/send_test/', {
      status: 201,
      body: mail({ id: 9, template: 'test' }),
    });
    renderPage();
    await screen.findByText('pedro@example.com');
    const input = screen.getByLabelText(t('outbox.test.to'));
    fireEvent.change(input, { target: { value: 'no-es-correo' } });
    fireEvent.click(screen.getByRole('button', { name: t('outbox.test.send') }));
    expect(await screen.findByText(t('validation.email'))).toBeTruthy();
    expect(send.requests).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'ops@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: t('outbox.test.send') }));
    await waitFor(() => expect(send.requests).toHaveLength(1));
    expect(send.last.body).toEqual({ to: 'ops@example.com' });
    expect(await screen.findByText(t('outbox.test.queued'))).toBeTruthy();
  });

  it('warns that mail stays queued when SMTP is not set up', async () => {
    smtp = false;
    renderPage();
    expect(await screen.findByText(t('outbox.no_smtp'))).toBeTruthy();
    expect(screen.getByText(t('outbox.smtp_off'))).toBeTruthy();
  });
});
