import type { LogEvent } from '../entities/vacancy-log';
import { formatDate, formatTime } from '../format';
import type { Lang } from '../i18n';
import { followUpStatusLabelKey } from '../status-labels';

/** Looks up a shared key ("reports.log_status") with parameters: `translate` on the server, `t` on the web. */
export type Translator = (key: string, params?: Record<string, unknown>) => string;

/** The events that move a stage: their `days` are the days spent in the stage they left. */
export function isStageChange(event: LogEvent): event is Extract<LogEvent, { from: string | null }> {
  return (
    event.kind === 'requeriment_status' ||
    event.kind === 'follow_up' ||
    event.kind === 'vacancy_status' ||
    event.kind === 'vacancy_stage'
  );
}

/** A vacancy stage (VacancyStatus name, an English key) in the reader's language. */
export const stageName = (name: string, tr: Translator) => {
  const label = tr(`reports.stage_${name}`);
  return label.startsWith('reports.') ? name : label;
};

/** The stage an entry left, in the reader's language (for "n days in …"). */
export function previousStageLabel(event: LogEvent, tr: Translator): string | null {
  if (event.kind === 'requeriment_status') return tr(`reports.requeriment_${event.from}`);
  if (event.kind === 'follow_up') return tr(followUpStatusLabelKey(event.from));
  if (event.kind === 'vacancy_status') return tr(`reports.vacancy_${event.from}`);
  if (event.kind === 'vacancy_stage') return event.from ? stageName(event.from, tr) : null;
  return null;
}

/**
 * A timeline entry as one sentence in `lang` (docs/decisions.md#direct-process-issue-6): statuses translated,
 * position names in that language, dates day/month/year and times of day as hh:mm.
 */
export function logSentence(event: LogEvent, lang: Lang, tr: Translator): string {
  switch (event.kind) {
    case 'requeriment_status':
      return tr('reports.log_requeriment', {
        from: tr(`reports.requeriment_${event.from}`),
        to: tr(`reports.requeriment_${event.to}`),
      });
    case 'items':
      return tr('reports.log_items', { total: event.total });
    case 'assigned': {
      const subject = subjectOf(event, lang);
      if (!event.date) return tr('reports.log_assigned_no_interview', subject);
      return tr(event.time ? 'reports.log_assigned' : 'reports.log_assigned_no_time', {
        ...subject,
        date: formatDate(event.date),
        time: formatTime(event.time),
      });
    }
    case 'follow_up':
      return tr('reports.log_status', {
        ...subjectOf(event, lang),
        from: tr(followUpStatusLabelKey(event.from)),
        to: tr(followUpStatusLabelKey(event.to)),
      });
    case 'medical':
      return tr('reports.log_medical', {
        ...subjectOf(event, lang),
        status: tr(`reports.medical_${event.status ?? 'no_required'}`),
      });
    case 'removed':
      return tr('reports.log_removed', subjectOf(event, lang));
    case 'candidate_stage': {
      const params = { ...subjectOf(event, lang), to: stageName(event.to, tr) };
      return event.from
        ? tr('reports.log_candidate_stage', { ...params, from: stageName(event.from, tr) })
        : tr('reports.log_candidate_stage_first', params);
    }
    case 'vacancy_created':
      return tr('reports.log_vacancy_created', { code: event.code });
    case 'vacancy_status': {
      const params = {
        from: tr(`reports.vacancy_${event.from}`),
        to: tr(`reports.vacancy_${event.to}`),
        comment: event.comment ?? '',
      };
      return tr(event.comment ? 'reports.log_vacancy_status_comment' : 'reports.log_vacancy_status', params);
    }
    case 'vacancy_stage':
      return event.from
        ? tr('reports.log_vacancy_stage', { from: stageName(event.from, tr), to: stageName(event.to, tr) })
        : tr('reports.log_vacancy_stage_first', { to: stageName(event.to, tr) });
    case 'approval': {
      const params = {
        approver: event.approver ?? '',
        count: event.count ?? 0,
        comment: event.comment ?? '',
      };
      const withComment = event.comment && event.action === 'approved' ? '_comment' : '';
      return tr(`reports.log_approval_${event.action}${withComment}`, params);
    }
  }
}

function subjectOf(event: { candidate: string; position: { es: string; en: string } }, lang: Lang) {
  const position = (lang === 'en' ? event.position.en : event.position.es) || event.position.es;
  return { candidate: event.candidate, position };
}
