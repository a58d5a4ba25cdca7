import { formatDate, formatDateTime, type Lang, translate } from '@rp/contract';
import type { VacancyCandidate } from '@rp/contract/entities';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Ctx } from '../../context';
import { renderPdf, reportDocument, sendPdf } from '../../lib/pdf';
import { describeVacancy, findVacancy } from './vacancies.service';

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
  vacancy: {
    code: string | null;
    position: string;
    company_name: string;
    plant: string | null;
    shift: string | null;
  };
};

const money = (value: number | null | undefined, lang: Lang) =>
  value == null
    ? null
    : new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-MX', { style: 'currency', currency: 'MXN' }).format(
        value,
      );

/** The document definition (pure: data and language in, pdfmake content out). */
export function offerLetterDefinition(
  data: OfferLetterData,
  lang: Lang,
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
  const name = c.candidate_name ?? '';
  const content: Content[] = [
    { text: t('title'), style: 'title' },
    { text: formatDate(now.toISOString().slice(0, 10)), alignment: 'right', margin: [0, 0, 0, 12] },
    { text: t('dear', { name }), margin: [0, 0, 0, 8] },
    {
      text: t('intro', { position: data.vacancy.position, company: data.vacancy.company_name }),
      margin: [0, 0, 0, 8],
    },
    ...(data.vacancy.plant || data.vacancy.shift
      ? [
          {
            text: [data.vacancy.plant, data.vacancy.shift].filter(Boolean).join(' · '),
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : []),
    rows.length === 0
      ? { text: t('no_details'), italics: true }
      : {
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
        },
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
    generated: translate(lang, 'reports.vacancy_pdf_generated', { date: formatDateTime(now) }),
    page: (page, pages) => translate(lang, 'reports.vacancy_pdf_page', { page, pages }),
    content,
  });
}

/** `GET api/vacancy-candidates/:id/offer_letter/` → application/pdf in `lang` (the caller's by default). */
export async function offerLetter(
  ctx: Ctx,
  candidate: VacancyCandidate,
  lang: Lang | undefined,
  reply: FastifyReply,
) {
  const letterLang = lang ?? ctx.lang;
  const vacancy = await findVacancy(ctx, candidate.vacancy);
  const described = await describeVacancy(ctx.db, letterLang, vacancy);
  const pdf = await renderPdf(
    offerLetterDefinition(
      {
        candidate,
        vacancy: {
          code: vacancy.code,
          position: vacancy.position,
          company_name: described.company_name,
          plant: vacancy.plant,
          shift: vacancy.shift_description,
        },
      },
      letterLang,
    ),
  );
  return sendPdf(
    reply,
    `${vacancy.code ?? `vacancy-${vacancy.id}`}-${translate(letterLang, 'reports.offer_file')}`,
    pdf,
  );
}
