import { formatDate, type Lang, translate } from '@rp/contract';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Ctx } from '../../context';
import { documentDateTime } from '../../lib/document-time';
import { renderPdf, reportDocument, sendPdf } from '../../lib/pdf';
import { findText } from '../../lib/product-text';
import { approvalList, describeVacancy, findVacancy } from './vacancy-read';
import { findTeamNames } from './vacancy-read.queries';
import { stageLabel } from './vacancy-stages';

/**
 * The requisition PDF of a vacancy (`GET vacancies/:id/report/`): the request, its conditions and
 * profile, the team and the approvals, every label and catalog value in the reader's language.
 */

type Described = Awaited<ReturnType<typeof describeVacancy>>;
type ReportData = Described & {
  team: { recruiter: string | null; hr_manager: string | null; program_manager: string | null };
  approvals: Awaited<ReturnType<typeof approvalList>>;
};

const money = (value: number | null, lang: Lang) =>
  value == null
    ? ''
    : new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-MX', { style: 'currency', currency: 'MXN' }).format(
        value,
      );

/** The document definition (pure: data, language and the company's time zone in, pdfmake content out). */
export function vacancyReportDefinition(
  data: ReportData,
  lang: Lang,
  timeZone: string,
  now = new Date(),
): TDocumentDefinitions {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(lang, `reports.vacancy_pdf_${key}`, params);
  const yesNo = (value: boolean) => translate(lang, value ? 'reports.yes' : 'reports.no');
  const field = (label: string, value: string | number | null | undefined): Content => ({
    text: [{ text: `${label}: `, bold: true }, value == null || value === '' ? '—' : String(value)],
    margin: [0, 0, 0, 3],
  });
  const section = (key: string): Content => ({ text: t(key), style: 'section' });
  const header = (text: string): TableCell => ({ text, style: 'th' });
  const typeLabel = translate(lang, `reports.vacancy_type_${data.vacancy_type}`);
  const salary = [money(data.salary_from, lang), money(data.salary_to, lang)].filter(Boolean).join(' – ');
  const approvalState = (a: ReportData['approvals'][number]) =>
    a.approve_at
      ? t('approved_on', { date: documentDateTime(a.approve_at, timeZone) })
      : a.declined_at
        ? t('declined_on', { date: documentDateTime(a.declined_at, timeZone) })
        : t('waiting');
  return reportDocument({
    title: `${t('title')} ${data.code ?? ''}`.trim(),
    subject: data.company_name,
    generated: t('generated', { date: documentDateTime(now, timeZone) }),
    page: (page, pages) => t('page', { page, pages }),
    content: [
      { text: `${t('title')} · ${data.code ?? ''}`, style: 'title' },
      {
        columns: [
          [
            field(t('type'), typeLabel),
            field(t('company'), data.company_name),
            field(t('department'), data.department_name),
            field(t('requisitor'), data.requisitor_name ?? data.request_by_name),
            field(t('created'), formatDate(data.created_at)),
          ],
          [
            field(t('status'), translate(lang, `reports.vacancy_${data.status}`)),
            field(t('stage'), data.stage ? stageLabel(data.stage, lang) : null),
            field(t('category'), data.category_name),
            field(t('expected_date'), formatDate(data.expected_date)),
            field(t('quantity'), data.quantity),
          ],
        ],
      },
      section('position_section'),
      field(t('position'), data.position),
      field(t('salary'), [data.salary_type_name, salary].filter(Boolean).join(' · ')),
      field(t('shift'), data.shift_description),
      field(t('plant'), data.plant),
      field(t('type_hiring'), [data.type_hiring, data.temporal_time].filter(Boolean).join(' · ')),
      field(t('reason'), [data.reason_name, data.employee_substitution].filter(Boolean).join(' · ')),
      field(t('foreign'), yesNo(data.is_foreign)),
      field(t('confidential'), yesNo(data.is_confidential)),
      section('profile_section'),
      field(t('scholar'), [data.scholar_level_name, data.scholar_speciality].filter(Boolean).join(' · ')),
      field(t('english'), data.english_level_name),
      field(t('visa'), yesNo(data.require_visa)),
      field(t('passport'), yesNo(data.require_passport)),
      field(t('gender'), findText(lang, `common.enums.gender.${data.genre}`) ?? data.genre),
      field(t('experience'), data.experience),
      field(t('responsabilities'), data.responsabilities),
      field(t('comments'), data.additional_comments),
      section('team_section'),
      field(t('recruiter'), data.team.recruiter),
      field(t('hr_manager'), data.team.hr_manager),
      field(t('program_manager'), data.team.program_manager),
      section('approvals_section'),
      data.approvals.length === 0
        ? { text: t('no_approvals'), italics: true }
        : {
            table: {
              widths: ['*', '*', '*'],
              headerRows: 1,
              body: [
                [header(t('approver')), header(t('approver_title')), header(t('approval_state'))],
                ...data.approvals.map((a): TableCell[] => [a.full_name, a.title ?? '—', approvalState(a)]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  });
}

/** `GET api/vacancies/:id/report/` → application/pdf, inline, `<code>.pdf`, in the caller's language. */
export async function vacancyReport(ctx: Ctx, id: number, reply: FastifyReply) {
  const vacancy = await findVacancy(ctx, id);
  const team = await findTeamNames(ctx.db, vacancy);
  const data: ReportData = {
    ...(await describeVacancy(ctx.db, ctx.lang, vacancy)),
    team: team ?? { recruiter: null, hr_manager: null, program_manager: null },
    approvals: await approvalList(ctx.db, vacancy.id),
  };
  const pdf = await renderPdf(vacancyReportDefinition(data, ctx.lang, ctx.config.timeZone));
  return sendPdf(reply, vacancy.code ?? `vacancy-${vacancy.id}`, pdf);
}
