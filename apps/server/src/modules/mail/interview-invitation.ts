import { formatDate, formatTime, type Lang } from '@rp/contract';
import { createEvent } from 'ics';
import type { Executor } from '../../db/client';
import { findText } from '../../lib/product-text';
import { findCandidateEmailAndName } from './mail.queries';
import { queueMail } from './mail.service';

/** "-0600": a time zone's UTC offset at a moment (read as that zone's wall clock, close enough for one event). */
function utcOffset(timeZone: string, at: number): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3] ?? '00'}` : '+0000';
}

/**
 * The event's start in the company's time zone: `DTSTART;TZID=<zone>:` instead of a floating time,
 * and the zone's VTIMEZONE (its offset at the event's date) before the event.
 */
export function withTimeZone(ics: string, timeZone: string, at: number): string {
  const offset = utcOffset(timeZone, at);
  const zone = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
  return ics
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})(\r?)$/gm, `$1;TZID=${timeZone}:$2$3`)
    .replace(/^BEGIN:VEVENT(\r?)$/m, `${zone}\r\nBEGIN:VEVENT$1`);
}

/**
 * The interview invitation (*added*, docs/decisions.md#vacancy-candidates-issue-14): assigning with
 * an interview date and time mails the candidate, in both processes, with an `.ics` event of one
 * hour at that time in the company's time zone (`DTSTART;TZID=…` with its VTIMEZONE,
 * docs/decisions.md#times-in-the-company-time-zone; `timeZone` is the caller's `ctx.config.timeZone`).
 * No e-mail on record, no mail.
 */
export async function queueInterviewInvitation(
  db: Executor,
  input: {
    candidate: number;
    position: string;
    company: string;
    date: string;
    time: string;
    lang?: Lang;
    timeZone: string;
  },
) {
  const lang = input.lang ?? 'es';
  const person = await findCandidateEmailAndName(db, input.candidate);
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
  const calendar = withTimeZone(event.value, input.timeZone, Date.UTC(year, month - 1, day, hour, minute));
  await queueMail(db, {
    to: email,
    lang,
    template: 'interview_invitation',
    params: {
      candidate: person?.name ?? '',
      position: input.position,
      company: input.company,
      date: formatDate(input.date),
      time: formatTime(input.time),
    },
    attachments: [
      {
        filename: lang === 'en' ? 'interview.ics' : 'entrevista.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ],
  });
}
