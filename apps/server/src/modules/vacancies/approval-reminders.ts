import type { FastifyInstance } from 'fastify';
import { sendApprovalReminders } from './vacancy-reminders';

/** How often the server looks for approvals to remind (the reminders themselves are a day apart). */
export const reminderPollMs = 60 * 60 * 1000;
/** Reminders per approval at most (docs/decisions.md, administrative process). */
export const maxReminders = 3;

/**
 * Sends the approval reminders that are due, once at start and then every hour, until the app
 * closes. Several server processes may run it: each reminder row is claimed with SKIP LOCKED and
 * counted in the same transaction, so an approver gets each reminder once.
 */
export function startApprovalReminders(app: FastifyInstance, opts: { intervalMs?: number } = {}) {
  const { config, database, log } = app;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = sendApprovalReminders(database.db, {
      days: config.approvalReminderDays,
      max: maxReminders,
      publicUrl: config.publicUrl,
    })
      .then((sent) => {
        if (sent > 0) log.info({ reminders: sent }, 'approval reminders queued');
      })
      .catch((error: unknown) => log.error({ err: error }, 'approval reminders failed'));
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? reminderPollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
