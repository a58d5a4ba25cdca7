import { formatDate, formatTime, type Lang } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { candidateFullName } from '@rp/contract/rules/candidate';
import { localizedName } from '@rp/contract/rules/names';
import { statusCounterLabelKey } from '@rp/contract/status-labels';
import type { FastifyInstance } from 'fastify';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Ctx } from '../../context';
import { documentDateTime } from '../../lib/document-time';
import { renderPdf, reportDocument, sendPdf } from '../../lib/pdf';
import { findText, productText } from '../../lib/product-text';
import { route } from '../../lib/route';
import { showRow } from '../../resources/service';
import {
  findCategory,
  findCompanyNames,
  findReportAssignments,
  findReportItems,
  findSiteName,
} from './requirement-report.queries';
import { requirementsResources } from './requirements.resources';

/**
 * The PDF report of one requirement (*added*): header, counters, positions and candidates, in the
 * user's language. pdfmake renders it with the Roboto fonts shipped in its package: nothing is
 * fetched at run time (URLs refused, local reads limited to that font folder).
 */

/** A translation of the product's resources (any namespace, nested keys); unknown keys come back as is. */
export const reportText = productText;

const localName = (lang: Lang, es: string | null, en: string | null) => localizedName({ es, en }, lang) ?? '';

/** Everything the report shows, read within the actor's scope (404 outside it). */
export async function loadReport(ctx: Ctx, id: number) {
  const row = await showRow(requirementsResources(ctx.config).requeriments, ctx, id);
  const lang = ctx.lang;
  const company = await findCompanyNames(ctx.db, row.company);
  const site = row.site ? await findSiteName(ctx.db, row.site) : undefined;
  const category = await findCategory(ctx.db, row.category);
  const items = await findReportItems(ctx.db, id);
  const assigned = await findReportAssignments(ctx.db, id);

  return {
    row,
    company: company ? localName(lang, company.name_es, company.name_en) : '',
    site: site?.name ?? '',
    category: { code: category?.code ?? '', description: category?.description ?? '' },
    items: items.map((item) => ({
      ...item,
      position: localName(lang, item.position_es, item.position_en),
      shift: localName(lang, item.shift_es, item.shift_en),
    })),
    candidates: assigned.map((c) => ({
      ...c,
      name: candidateFullName(c),
      position: localName(lang, c.position_es, c.position_en),
      reason: localName(lang, c.reason_es, c.reason_en),
    })),
  };
}

type ReportData = Awaited<ReturnType<typeof loadReport>>;

const header = (text: string): TableCell => ({ text, style: 'th' });
const num = (value: unknown, alignment: 'right' | 'center' = 'right'): TableCell => ({
  text: String(Number(value ?? 0)),
  alignment,
});

/** The document definition (pure: data, language and the company's time zone in, pdfmake content out). */
export function reportDefinition(
  data: ReportData,
  lang: Lang,
  timeZone: string,
  now = new Date(),
): TDocumentDefinitions {
  const t = (key: string, params?: Record<string, unknown>) =>
    reportText(lang, `summary.report.${key}`, params);
  const enumLabel = (group: string, value: unknown) =>
    reportText(lang, `common.enums.${group}.${String(value)}`);
  // a category reads as its code's label in the reader's language; an unknown code as its description
  const categoryLabel = (code: string, description: string) =>
    findText(lang, `common.enums.category.${code}`) ?? description;
  const { row } = data;
  const code = String(row.code ?? row.id);
  const field = (label: string, value: string): Content => ({
    text: [{ text: `${label}: `, bold: true }, value || '—'],
    margin: [0, 0, 0, 3],
  });

  const counters: Content = {
    table: {
      widths: ['*', '*', '*', '*', '*', '*'],
      body: [
        ['total', 'accepted', 'hired', 'rejected', 'open', 'days_open'].map(
          (key): TableCell => ({ text: t(key), style: 'th', alignment: 'center' }),
        ),
        [
          row.total_positions,
          row.accepted_positions,
          row.hired_positions,
          row.rejected_positions,
          row.open_positions,
          row.days_open,
        ].map((value) => num(value, 'center')),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 8, 0, 8],
  };

  const positionsTable: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [
        [
          t('position'),
          t('gender'),
          t('shift'),
          t('category'),
          t('quantity'),
          ...(['accepted', 'hired', 'rejected', 'not_attend'] as const).map((counter) =>
            reportText(lang, statusCounterLabelKey(counter)),
          ),
          t('pending'),
        ].map(header),
        ...data.items.map((item): TableCell[] => [
          item.position,
          enumLabel('gender', item.gender),
          item.shift,
          categoryLabel(item.category, item.category_description),
          num(item.quantity),
          num(item.accepted),
          num(item.hired),
          num(item.rejected),
          num(item.not_attend),
          num(Math.max(0, item.quantity - item.accepted)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };

  const candidatesTable: Content =
    data.candidates.length === 0
      ? { text: t('no_candidates'), italics: true }
      : {
          table: {
            headerRows: 1,
            widths: ['*', '*', 'auto', 'auto', '*', 'auto'],
            body: [
              [
                t('candidate'),
                t('position'),
                t('interview'),
                t('candidate_status'),
                t('reason_or_employee'),
                t('hired_date'),
              ].map(header),
              ...data.candidates.map((c): TableCell[] => [
                c.name,
                c.position,
                `${formatDate(c.interview_date)} ${formatTime(c.interview_time)}`.trim(),
                c.status === 'NotAttend' && c.type_not_attend
                  ? `${enumLabel('follow_up_status', c.status)} (${enumLabel('type_not_attend', c.type_not_attend)})`
                  : enumLabel('follow_up_status', c.status),
                c.status === 'Rejected' ? c.reason : c.status === 'Hired' ? (c.employee_code ?? '') : '',
                formatDate(c.hired_at),
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
        };

  const title = `${t('title')} ${code}`;
  return reportDocument({
    title,
    subject: data.company,
    orientation: 'landscape',
    generated: t('generated', { date: documentDateTime(now, timeZone) }),
    page: (page, pages) => t('page', { page, pages }),
    content: [
      { text: title, style: 'title' },
      {
        columns: [
          [
            field(t('code'), code),
            field(t('company'), data.company),
            field(t('site'), data.site),
            field(t('date'), formatDate(row.requeriment_date)),
          ],
          [
            field(t('week'), t('week_value', { week: row.week, year: row.year })),
            field(t('status'), enumLabel('requeriment_status', row.status)),
            field(t('category'), categoryLabel(data.category.code, data.category.description)),
          ],
        ],
      },
      field(t('comments'), row.additional_comments ?? ''),
      ...(row.status === 'Cancel' ? [field(t('cancel_reason'), row.cancel_reason ?? '')] : []),
      counters,
      { text: t('positions'), style: 'section' },
      positionsTable,
      { text: t('candidates'), style: 'section' },
      candidatesTable,
    ],
  });
}

/** The requirement's report as PDF bytes and its code (the file name). */
export async function requirementReport(ctx: Ctx, id: number): Promise<{ code: string; pdf: Buffer }> {
  const data = await loadReport(ctx, id);
  const pdf = await renderPdf(reportDefinition(data, ctx.lang, ctx.config.timeZone));
  return { code: String(data.row.code ?? data.row.id), pdf };
}

/** `GET api/requeriments/:id/report/` → application/pdf, inline, `<code>.pdf`. */
export async function requirementReportRoutes(app: FastifyInstance) {
  route(app, endpoints.requirements.report, async ({ ctx, params, reply }) => {
    const { code, pdf } = await requirementReport(ctx, params.id);
    return sendPdf(reply, code, pdf);
  });
}
