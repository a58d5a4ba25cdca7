import { formatDate, type Lang } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { Executor } from '../../db/client';
import { candidates } from '../../db/schema/index';
import { findText } from '../../lib/product-text';
import { candidateFullNameSql } from '../../resources/names';
import { queueMail } from './mail.service';

/**
 * The interview invitation (*added*, docs/decisions.md#vacancy-candidates-issue-14): assigning with
 * an interview date and time mails the candidate, in both processes, with an `.ics` event of one
 * hour at that local time (a floating time: the candidate's calendar shows it as written). No
 * e-mail on record, no mail.
 */
export async function queueInterviewInvitation(
  db: Executor,
  input: { candidate: number; position: string; company: string; date: string; time: string; lang?: Lang },
) {
  const lang = input.lang ?? 'es';
  const [person] = await db
    .select({ email: candidates.email, name: candidateFullNameSql() })
    .from(candidates)
    .where(eq(candidates.id, input.candidate));
  const email = person?.email?.trim();
  if (!email) return;
  const [year, month, day] = input.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = input.time.split(':').map(Number) as [number, number];
  const subject = findText(lang, 'mail.templates.interview_invitation.heading') ?? '';
  const event = createEvent({
    start: [year, month, day, hour, minute],
    startInputType: 'local',
    startOutputType: 'local',
    duration: { hours: 1 },
    title: `${subject}: ${input.position} – ${input.company}`,
    description: `${input.position} – ${input.company}`,
    productId: 'recruitment-platform',
    method: 'REQUEST',
  });
  if (event.error || !event.value) throw event.error ?? new Error('ics: no event');
  await queueMail(db, {
    to: email,
    lang,
    template: 'interview_invitation',
    params: {
      candidate: person?.name ?? '',
      position: input.position,
      company: input.company,
      date: formatDate(input.date),
      time: input.time.slice(0, 5),
    },
    attachments: [
      {
        filename: lang === 'en' ? 'interview.ics' : 'entrevista.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: Buffer.from(event.value, 'utf8').toString('base64'),
      },
    ],
  });
}
