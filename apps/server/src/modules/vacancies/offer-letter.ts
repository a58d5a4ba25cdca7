import { formatDate, type Lang, translate } from '@rp/contract';
import type { VacancyCandidate } from '@rp/contract/entities';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Ctx } from '../../context';
import { documentDateTime } from '../../lib/document-time';
import { renderPdf, reportDocument, sendPdf } from '../../lib/pdf';
import { findCandidatePersonNames, findPositionEnglishName } from './offer-letter.queries';
import { describeVacancy, findVacancy } from './vacancy-read';

/**
 * The offer letter of a vacancy candidate (`GET vacancy-candidates/:id/offer_letter/?lang=`): the
 * position, the pay and every benefit recorded in the offer, in the chosen language. Only what was
 * recorded is printed; a benefit answered "no" is left out, as a letter would.
 */

export type OfferLetterData = {
  candidate: Pick<
    VacancyCandidate,
    | 'candidate_name'
    | 'salary_offer'
    | 'new_salary'
    | 'coupons'
    | 'bonus_punctuality'
    | 'bonus_attendance'
    | 'bonus_yearly'
    | 'bonus_gasoline'
    | 'bonus_christmas'
    | 'bonus_christmas_description'
    | 'bonus_vacations'
    | 'bonus_vacations_description'
    | 'insurance_major'
    | 'insurance_major_type'
    | 'insurance_minor'
    | 'insurance_minor_type'
    | 'insurance_life'
    | 'insurance_dental'
    | 'indexing'
    | 'plan_retirement'
    | 'save_box'
    | 'save_funds'
    | 'save_funds_description'
    | 'vacations'
    | 'vacations_description'
    | 'additional_days'
    | 'time_to_enter'
    | 'integration_date'
  >;
  /** The person addressed: given names first, then the surnames (docs/decisions.md "Screens show what is stored"). */
  person?: { names: string; last_name: string | null; second_name: string | null };
  vacancy: {
    code: string | null;
    /** In the letter's language: the positions catalogue's English name in English, where it has one. */
    position: string;
    company_name: string;
    plant: string | null;
    shift: string | null;
  };
};

/** "Mariana Guadalupe Torres Beltrán": the given names, then the surnames. */
const greetingName = (data: OfferLetterData) =>
  data.person
    ? [data.person.names, data.person.last_name, data.person.second_name]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ')
    : '';

const money = (value: number | null | undefined, lang: Lang) =>
  value == null
    ? null
    : new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-MX', { style: 'currency', currency: 'MXN' }).format(
        value,
      );

/** The document definition (pure: data, language and the company's time zone in, pdfmake content out). */
export function offerLetterDefinition(
  data: OfferLetterData,
  lang: Lang,
  timeZone: string,
  now = new Date(),
): TDocumentDefinitions {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(lang, `reports.offer_${key}`, params);
  const c = data.candidate;
  const rows: Array<[string, string]> = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value != null && value !== '') rows.push([t(key), value]);
  };
  /** A yes/no benefit: printed when granted, with its description. */
  const benefit = (key: string, granted: boolean | null | undefined, description?: string | null) => {
    if (granted) rows.push([t(key), description?.trim() || t('included')]);
  };
  add('salary', money(c.new_salary ?? c.salary_offer, lang));
  add('coupons', money(c.coupons, lang));
  add('bonus_punctuality', money(c.bonus_punctuality, lang));
  add('bonus_attendance', money(c.bonus_attendance, lang));
  add('bonus_yearly', money(c.bonus_yearly, lang));
  add('bonus_gasoline', money(c.bonus_gasoline, lang));
  benefit('bonus_christmas', c.bonus_christmas, c.bonus_christmas_description);
  benefit('bonus_vacations', c.bonus_vacations, c.bonus_vacations_description);
  benefit('vacations', c.vacations, c.vacations_description);
  const days = c.additional_days;
  add('additional_days', days == null ? null : t(days === 1 ? 'day' : 'days', { count: days }));
  benefit('insurance_major', c.insurance_major, c.insurance_major_type);
  benefit('insurance_minor', c.insurance_minor, c.insurance_minor_type);
  benefit('insurance_life', c.insurance_life);
  benefit('insurance_dental', c.insurance_dental);
  benefit('indexing', c.indexing);
  benefit('plan_retirement', c.plan_retirement);
  benefit('save_box', c.save_box);
  benefit('save_funds', c.save_funds, c.save_funds_description);
  add('time_to_enter', c.time_to_enter);
  add('integration_date', c.integration_date ? formatDate(c.integration_date) : null);
  const name = greetingName(data) || (c.candidate_name ?? '');
  const place = { position: data.vacancy.position, company: data.vacancy.company_name };
  const content: Content[] = [
    { text: t('title'), style: 'title' },
    { text: documentDateTime(now, timeZone).slice(0, 10), alignment: 'right', margin: [0, 0, 0, 12] },
    { text: t('dear', { name }), margin: [0, 0, 0, 8] },
    // one text: the terms "below" only when a table follows, otherwise "detailed separately"
    { text: t(rows.length === 0 ? 'intro_no_details' : 'intro', place), margin: [0, 0, 0, 8] },
    ...(data.vacancy.plant || data.vacancy.shift
      ? [
          {
            text: [data.vacancy.plant, data.vacancy.shift].filter(Boolean).join(' · '),
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : []),
    ...(rows.length === 0
      ? []
      : [
          {
            table: {
              widths: ['40%', '*'],
              headerRows: 1,
              body: [
                [
                  { text: t('concept'), style: 'th' },
                  { text: t('value'), style: 'th' },
                ] as TableCell[],
                ...rows.map(([label, value]): TableCell[] => [label, value]),
              ],
            },
            layout: 'lightHorizontalLines',
          } as Content,
        ]),
    { text: t('closing'), margin: [0, 16, 0, 32] },
    {
      columns: [
        { text: `______________________________\n${data.vacancy.company_name}`, alignment: 'center' },
        { text: `______________________________\n${name}\n${t('accepted')}`, alignment: 'center' },
      ],
    },
  ];
  return reportDocument({
    title: `${t('title')} ${data.vacancy.code ?? ''}`.trim(),
    subject: name,
    generated: translate(lang, 'reports.vacancy_pdf_generated', { date: documentDateTime(now, timeZone) }),
    page: (page, pages) => translate(lang, 'reports.vacancy_pdf_page', { page, pages }),
    content,
  });
}

/**
 * A vacancy's position (free text) in the letter's language: in English, the English name of the
 * positions catalogue's entry of that Spanish name (the company's own first, then a shared one),
 * where it has one; otherwise the text as written.
 */
async function positionName(ctx: Ctx, vacancy: { position: string; company: number }, lang: Lang) {
  if (lang !== 'en') return vacancy.position;
  const match = await findPositionEnglishName(ctx.db, vacancy.position.trim(), vacancy.company);
  return match?.name_en ?? vacancy.position;
}

/** What the letter prints about a vacancy candidate, in the letter's language. */
export async function loadOfferLetter(
  ctx: Ctx,
  candidate: VacancyCandidate,
  lang: Lang,
): Promise<OfferLetterData & { file: string }> {
  const vacancy = await findVacancy(ctx, candidate.vacancy);
  const described = await describeVacancy(ctx.db, lang, vacancy);
  const person = await findCandidatePersonNames(ctx.db, candidate.candidate);
  return {
    candidate,
    person,
    vacancy: {
      code: vacancy.code,
      position: await positionName(ctx, vacancy, lang),
      company_name: described.company_name,
      plant: vacancy.plant,
      shift: vacancy.shift_description,
    },
    file: `${vacancy.code ?? `vacancy-${vacancy.id}`}-${translate(lang, 'reports.offer_file')}`,
  };
}

/** `GET api/vacancy-candidates/:id/offer_letter/` → application/pdf in `lang` (the caller's by default). */
export async function offerLetter(
  ctx: Ctx,
  candidate: VacancyCandidate,
  lang: Lang | undefined,
  reply: FastifyReply,
) {
  const letterLang = lang ?? ctx.lang;
  const data = await loadOfferLetter(ctx, candidate, letterLang);
  return sendPdf(
    reply,
    data.file,
    await renderPdf(offerLetterDefinition(data, letterLang, ctx.config.timeZone)),
  );
}
