import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { deliverDueMail, deliveryBatchSize, type MailTransport } from './mail.service';

/**
 * The SMTP transport of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), every message from
 * MAIL_FROM. Its time-outs stay well under the claim lease (mail.service.ts), so a slow server
 * never makes two workers send the same mail.
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>) {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  const url = new URL(config.smtpUrl);
  return nodemailer.createTransport(
    {
      host: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    },
    { from: config.mailFrom },
  );
}

export type MailWorker = PollingWorker;

/**
 * The mail worker of this server process (docs/domain.md#mail-outbox): every few seconds it delivers
 * the due mail (`deliverDueMail`), as many batches as are waiting. Without SMTP_URL it does not run
 * and mail stays queued. It stops when the app closes, after the delivery in progress. Call it
 * before the app is ready (server.ts), so it can hook the app's close.
 */
export function startMailWorker(
  app: FastifyInstance,
  opts: { intervalMs?: number; transport?: MailTransport & { close?: () => void } } = {},
): MailWorker {
  const { config, database, log } = app;
  if (!config.smtpUrl && !opts.transport) {
    log.warn('SMTP_URL is not set: mail stays queued in the outbox (see /testing)');
    return { stop: async () => {}, wake: () => {} };
  }
  const transport = opts.transport ?? createMailTransport(config);
  return startPollingWorker(app, {
    name: 'mail worker',
    // MAIL_POLL_SECONDS (5 by default)
    intervalMs: opts.intervalMs ?? config.mailPollSeconds * 1000,
    round: async () => {
      const result = await deliverDueMail(database.db, transport);
      if (result.sent || result.retried || result.failed) log.info({ mail: result }, 'mail delivered');
      return result.claimed >= deliveryBatchSize;
    },
    onStop: () => transport.close?.(),
  });
}
