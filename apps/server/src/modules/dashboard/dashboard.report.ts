import { followUpStatusLabelKey, formatDate, type Lang, translate } from '@rp/contract';
import type { DashboardFilters, ExportBoardBody } from '@rp/contract/entities/dashboard';
import { followUpStatuses, vacancyStatuses } from '@rp/contract/enums';
import { agingBuckets } from '@rp/contract/rules/dashboard';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Ctx } from '../../context';
import { documentDateTime } from '../../lib/document-time';
import { renderPdf, reportDocument } from '../../lib/pdf';
import { spreadsheetRow } from '../../lib/spreadsheet-cell';
import { visibleRef } from '../../resources/references';
import { findFilterNames } from './dashboard.queries';
import {
  candidatesViables,
  companyAging,
  directPositionsTotal,
  directStatus,
  directStatusTotal,
  mainAdminSummary,
  targetsVsHires,
  totalByRegion,
  vacanciesByRecruiter,
} from './dashboard.service';

/**
 * `dashboard/export_board/`: one board's figures as an xlsx workbook (a sheet per figure) or a PDF
 * (a section per figure), in the caller's language, with the filters written at the top.
 */

type Cell = string | number | null;
/** One figure of a board: a title and a table. */
/** One table of a board's export; `note` says how a figure is counted (printed under the table). */
type Section = { title: string; header: string[]; rows: Cell[][]; note?: string };

const filterKeys = [
  'region',
  'company',
  'site',
  'recruiter',
  'vacancy_type',
  'year',
  'week',
  'month',
  'date_from',
  'date_to',
] as const satisfies readonly (keyof DashboardFilters)[];

const monthNames = (lang: Lang) =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', { month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, i, 1)),
    ),
  );

/**
 * "Label: value" lines of the filters given, the ids written as the names they stand for. A company
 * or site outside the caller's scope is written as its id, like a missing one: the board's figures
 * leave it out already, and its name must not reach the file either (docs/domain.md#data-scope).
 */
async function filterLines(ctx: Ctx, f: DashboardFilters): Promise<string[]> {
  const t = (key: string) => translate(ctx.lang, `reports.${key}`);
  const [companyVisible, siteVisible] = await Promise.all([
    f.company == null ? undefined : visibleRef(ctx, 'companies', f.company),
    f.site == null ? undefined : visibleRef(ctx, 'sites', f.site),
  ]);
  const names = await findFilterNames(ctx.db, ctx.lang, {
    region: f.region ?? 0,
    company: companyVisible ? (f.company ?? 0) : 0,
    site: siteVisible ? (f.site ?? 0) : 0,
    recruiter: f.recruiter ?? 0,
  });
  const lines: string[] = [];
  for (const key of filterKeys) {
    const value = f[key];
    if (value == null || value === '') continue;
    const shown =
      key === 'region' || key === 'company' || key === 'site' || key === 'recruiter'
        ? (names?.[key] ?? `#${value}`)
        : key === 'vacancy_type'
          ? t(`vacancy_type_${value}`)
          : key === 'month'
            ? (monthNames(ctx.lang)[Number(value) - 1] ?? String(value))
            : key === 'date_from' || key === 'date_to'
              ? formatDate(String(value))
              : String(value);
    lines.push(`${t(`board_filter_${key}`)}: ${shown}`);
  }
  return lines.length > 0 ? lines : [t('board_no_filters')];
}

/** The admin board: totals by region, company aging, recruiters, viability and the summary. */
async function adminSections(ctx: Ctx, f: DashboardFilters): Promise<Section[]> {
  const t = (key: string) => translate(ctx.lang, `reports.${key}`);
  const regions = await totalByRegion(ctx, f);
  const aging = await companyAging(ctx, f);
  const recruiters = await vacanciesByRecruiter(ctx, f);
  const viability = await candidatesViables(ctx, f);
  const summary = await mainAdminSummary(ctx, f);
  return [
    {
      title: t('board_total_by_region'),
      header: [
        t('board_region'),
        t('board_vacancies_open'),
        t('board_vacancies_complete'),
        t('board_vacancies_cancel'),
        t('board_requirements_open'),
        t('board_positions_open'),
      ],
      rows: regions.map((r) => [
        r.region_name,
        r.open,
        r.complete,
        r.cancel,
        r.requirements_open,
        r.positions_open,
      ]),
    },
    {
      title: t('board_company_aging'),
      header: [t('board_company'), ...agingBuckets.map((b) => t(`board_${b.key}`))],
      rows: aging.map((r) => [r.company_name, ...agingBuckets.map((b) => r[b.key])]),
    },
    {
      title: t('board_vacancies_by_recruiter'),
      header: [
        t('board_recruiter'),
        t('board_vacancies_open'),
        t('board_vacancies_complete'),
        t('board_vacancies_cancel'),
        t('board_avg_days_to_fill'),
      ],
      rows: recruiters.map((r) => [
        r.recruiter_name ?? t('board_no_recruiter'),
        r.open,
        r.complete,
        r.cancel,
        r.avg_days_to_fill,
      ]),
    },
    {
      title: t('board_candidates_viables'),
      header: [
        t('board_vacancy_type'),
        t('board_recruiter'),
        t('board_viable'),
        t('board_not_viable'),
        t('board_unanswered'),
      ],
      rows: viability.map((r) => [
        t(`vacancy_type_${r.vacancy_type}`),
        r.recruiter_name ?? t('board_no_recruiter'),
        r.viable,
        r.not_viable,
        r.unanswered,
      ]),
    },
    {
      title: t('board_main_admin_summary'),
      header: [t('board_figure'), t('board_value')],
      rows: [
        ...vacancyStatuses.map((s): Cell[] => [
          `${t('board_vacancies')}: ${t(`vacancy_${s}`)}`,
          summary.vacancies[s],
        ]),
        [`${t('board_positions')}: ${t('board_requested')}`, summary.positions.requested],
        [`${t('board_positions')}: ${t('board_hired')}`, summary.positions.hired],
        [`${t('board_positions')}: ${t('board_open')}`, summary.positions.open],
        ...followUpStatuses.map((s): Cell[] => [
          `${t('board_candidates')}: ${translate(ctx.lang, followUpStatusLabelKey(s))}`,
          summary.candidates[s],
        ]),
        [t('board_approvals_waiting'), summary.approvals_waiting],
        [t('board_avg_days_to_approve'), summary.avg_days_to_approve],
      ],
    },
  ];
}

/** The direct board: positions and status totals, status per week/company/site, targets vs hires. */
async function directSections(ctx: Ctx, f: DashboardFilters): Promise<Section[]> {
  const t = (key: string, params?: Record<string, unknown>) => translate(ctx.lang, `reports.${key}`, params);
  const positions = await directPositionsTotal(ctx, f);
  const statusTotal = await directStatusTotal(ctx, f);
  const status = await directStatus(ctx, f);
  const year = f.year ?? new Date().getUTCFullYear();
  const targets = await targetsVsHires(ctx, { year, region: f.region, company: f.company });
  const months = monthNames(ctx.lang);
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return [
    {
      title: t('board_direct_positions_total'),
      header: [t('board_figure'), t('board_value')],
      rows: [
        [t('total_positions'), positions.requested],
        [t('accepted'), positions.accepted],
        [t('hired'), positions.hired],
        [t('open'), positions.open],
        [t('canceled'), positions.canceled],
        [t('fill_rate'), positions.fill_rate],
      ],
      // "Solicitadas" leaves cancelled requirements out, as the board does (docs/decisions.md)
      note: t('board_requested_note'),
    },
    {
      title: t('board_direct_status_total'),
      header: [t('board_figure'), t('board_value')],
      rows: followUpStatuses.map((s) => [translate(ctx.lang, followUpStatusLabelKey(s)), statusTotal[s]]),
    },
    {
      title: t('board_direct_status'),
      header: [
        t('year'),
        t('week'),
        t('board_company'),
        t('board_site'),
        ...followUpStatuses.map((s) => translate(ctx.lang, followUpStatusLabelKey(s))),
      ],
      rows: status.map((r) => [
        r.year,
        r.week,
        r.company_name,
        r.site_name ?? t('board_no_site'),
        ...followUpStatuses.map((s) => r[s]),
      ]),
    },
    {
      title: t('board_targets_vs_hires'),
      header: [t('board_company'), t('board_category'), t('board_kind'), ...months, t('board_total')],
      rows: [
        [t('board_targets_year', { year })],
        ...targets.flatMap((r): Cell[][] => [
          [r.company_name, r.category_name, t('board_target'), ...r.targets, sum(r.targets)],
          [r.company_name, r.category_name, t('board_hires'), ...r.hires, sum(r.hires)],
        ]),
      ],
    },
  ];
}

const sheetName = (title: string, used: Set<string>) => {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let name = base;
  for (let k = 2; used.has(name); k++) name = `${base.slice(0, 28)} ${k}`;
  used.add(name);
  return name;
};

async function xlsxOf(title: string, filters: string[], sections: Section[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Recruitment Platform';
  const used = new Set<string>();
  for (const section of sections) {
    const sheet = book.addWorksheet(sheetName(section.title, used));
    // names typed by people (regions, companies, recruiters) are never formulas
    // (docs/decisions.md "Spreadsheet cells never start a formula")
    const addRow = (cells: Cell[]) => sheet.addRow(spreadsheetRow(cells));
    addRow([title]).font = { bold: true, size: 14 };
    addRow([section.title]).font = { bold: true };
    for (const line of filters) addRow([line]);
    addRow([]);
    addRow(section.header).font = { bold: true };
    for (const row of section.rows) addRow(row);
    if (section.note) {
      addRow([]);
      addRow([section.note]).font = { italic: true };
    }
    sheet.columns.forEach((column, i) => {
      column.width = i === 0 ? 36 : 16;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The PDF's document definition (pure: the board's texts and the company's time zone in, pdfmake out). */
export function boardPdfDefinition(
  lang: Lang,
  title: string,
  filters: string[],
  sections: Section[],
  timeZone: string,
  now = new Date(),
): TDocumentDefinitions {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `reports.${key}`, params);
  const th = (text: string): TableCell => ({ text, style: 'th' });
  const cell = (value: Cell): TableCell =>
    value == null ? '—' : typeof value === 'number' ? { text: String(value), alignment: 'right' } : value;
  const content: Content[] = [
    { text: title, style: 'title' },
    { text: t('board_filters'), bold: true },
    { stack: filters, margin: [0, 2, 0, 4] },
  ];
  for (const section of sections) {
    content.push({ text: section.title, style: 'section' });
    const width = section.header.length;
    // a row shorter than the header (a caption) spans the table
    const body = section.rows.map((row): TableCell[] =>
      row.length < width
        ? [
            { text: String(row[0] ?? ''), colSpan: width, italics: true },
            ...Array.from({ length: width - 1 }, () => ''),
          ]
        : row.map(cell),
    );
    content.push(
      body.length === 0
        ? { text: t('board_none'), italics: true }
        : {
            table: {
              headerRows: 1,
              widths: section.header.map((_, i) => (i === 0 ? '*' : 'auto')),
              body: [section.header.map(th), ...body],
            },
            layout: 'lightHorizontalLines',
            fontSize: width > 10 ? 7 : 9,
          },
    );
    if (section.note) content.push({ text: section.note, italics: true, fontSize: 8, margin: [0, 2, 0, 0] });
  }
  return reportDocument({
    title,
    orientation: 'landscape',
    generated: t('board_generated', { date: documentDateTime(now, timeZone) }),
    page: (page, pages) => t('board_page', { page, pages }),
    content,
  });
}

/** A board's title, filter lines and figures, in the caller's language. */
export async function boardContent(ctx: Ctx, body: Omit<ExportBoardBody, 'format'>) {
  const { board, ...filters } = body;
  return {
    title: translate(ctx.lang, `reports.board_${board}_title`),
    filters: await filterLines(ctx, filters),
    sections: board === 'admin' ? await adminSections(ctx, filters) : await directSections(ctx, filters),
  };
}

/** Writes the board as the body asks and sends it as an attachment named after the board and today. */
export async function exportBoard(ctx: Ctx, body: ExportBoardBody, reply: FastifyReply) {
  const { title, filters, sections } = await boardContent(ctx, body);
  const file = `board-${body.board}-${new Date().toISOString().slice(0, 10)}.${body.format}`;
  const bytes =
    body.format === 'xlsx'
      ? await xlsxOf(title, filters, sections)
      : await renderPdf(boardPdfDefinition(ctx.lang, title, filters, sections, ctx.config.timeZone));
  return reply
    .header('Content-Disposition', `attachment; filename="${file}"`)
    .header('Cache-Control', 'private, no-store')
    .type(
      body.format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'application/pdf',
    )
    .send(bytes);
}
