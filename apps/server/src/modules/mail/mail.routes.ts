import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { route } from '../../lib/route';
import { showRow } from '../../resources/service';
import { mailOutboxResource } from './mail.resources';
import { resendMail, sendTestMail } from './mail.service';

/** The row as the outbox list shows it. */
const showMail = (ctx: Ctx, id: number) => showRow(mailOutboxResource, ctx, id);

/** Custom actions of the mail outbox (docs/api.md): resend one mail, queue a test mail. */
export async function mailRoutes(app: FastifyInstance) {
  route(app, endpoints.mail.resend, async ({ ctx, body }) => {
    const id = await resendMail(ctx, body.id);
    return showMail(ctx, id);
  });
  route(app, endpoints.mail.sendTest, async ({ ctx, body }) => {
    const id = await sendTestMail(ctx, body.to);
    return showMail(ctx, id);
  });
}
