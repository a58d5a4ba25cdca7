import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../entities/vacancy-log';
import { followUpStatuses, medicalStatuses, requirementStatuses } from '../enums';
import { languages, translate } from '../i18n';
import { isStageChange, logSentence, previousStageLabel } from './timeline';

const subject = { candidate: 'Pérez López Juan', position: { es: 'Soldador', en: 'Welder' } };
const events: LogEvent[] = [
  ...requirementStatuses.map((to) => ({ kind: 'requeriment_status' as const, from: 'New' as const, to })),
  { kind: 'items', total: 4 },
  { kind: 'assigned', ...subject, date: '2026-03-05', time: '14:15:00' },
  { kind: 'assigned', ...subject, date: '2026-03-05', time: null },
  { kind: 'assigned', ...subject, date: null, time: null },
  ...followUpStatuses.map((to) => ({ kind: 'follow_up' as const, ...subject, from: 'Pending' as const, to })),
  ...[...medicalStatuses, null].map((status) => ({ kind: 'medical' as const, ...subject, status })),
  { kind: 'removed', ...subject },
  { kind: 'candidate_stage', ...subject, from: null, to: 'Phone screening' },
  { kind: 'candidate_stage', ...subject, from: 'HR interview', to: 'Documentation' },
  { kind: 'vacancy_created', code: 'SHE-2026-0001' },
  { kind: 'vacancy_status', from: 'New', to: 'Pending', comment: null },
  { kind: 'vacancy_status', from: 'Pending', to: 'Cancel', comment: 'Sin presupuesto' },
  ...['Waiting approval', 'Approved', 'Recruiting', 'Offer', 'Closed', 'Canceled'].map((to) => ({
    kind: 'vacancy_stage' as const,
    from: 'Waiting approval',
    to,
  })),
  { kind: 'vacancy_stage', from: null, to: 'Waiting approval' },
  ...(['sent', 'approved', 'declined', 'notified', 'reminded'] as const).map((action) => ({
    kind: 'approval' as const,
    action,
    approver: 'Laura Gómez',
    count: 2,
    comment: action === 'sent' ? null : 'Ok',
  })),
];

describe('logSentence (docs/decisions.md#direct-process-issue-6)', () => {
  it.each(languages)('renders every event in %s without a missing key or placeholder', (lang) => {
    const tr = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
    for (const event of events) {
      const sentence = logSentence(event, lang, tr);
      expect(sentence, JSON.stringify(event)).not.toMatch(/reports\.|\{\{|undefined|null/);
      if (isStageChange(event)) expect(previousStageLabel(event, tr) ?? '').not.toMatch(/reports\./);
    }
  });

  it('uses the reader’s position name and the display formats', () => {
    const event: LogEvent = { kind: 'assigned', ...subject, date: '2026-03-05', time: '14:15:00' };
    const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
    expect(logSentence(event, 'en', en)).toBe(
      'Pérez López Juan assigned to Welder (interview on 05/03/2026 at 14:15)',
    );
    const fallback: LogEvent = { kind: 'removed', ...subject, position: { es: 'Soldador', en: '' } };
    expect(logSentence(fallback, 'en', en)).toBe('Pérez López Juan removed from Soldador');
  });

  it('names a vacancy candidate’s working stages in the reader’s language', () => {
    const event: LogEvent = {
      kind: 'candidate_stage',
      ...subject,
      from: 'HR interview',
      to: 'Documentation',
    };
    const es = (key: string, params?: Record<string, unknown>) => translate('es', key, params);
    expect(logSentence(event, 'es', es)).toBe(
      'Pérez López Juan (Soldador): etapa Entrevista de RR. HH. → Documentación',
    );
  });
});
