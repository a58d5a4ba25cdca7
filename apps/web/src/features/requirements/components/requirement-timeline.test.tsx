import type { VacancyLog } from '@rp/contract/entities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../test/msw';
import { renderWithApp } from '../../../test/render';
import { RequirementTimeline } from './requirement-timeline';

const log = (over: Partial<VacancyLog>): VacancyLog => ({
  id: 1,
  vacancy: null,
  requeriment: 7,
  status: 'Approved',
  comment: 'Requerimiento Nuevo → Aprobado',
  event: { kind: 'requeriment_status', from: 'New', to: 'Approved' },
  user: 1,
  user_name: 'Ana Ruiz',
  days: 3,
  created_at: '2026-11-24T14:15:00',
  updated_at: '2026-11-24T14:15:00',
  ...over,
});

const rows: VacancyLog[] = [
  log({}),
  log({
    id: 2,
    status: 'Assigned',
    comment: 'Se asignó a Pérez López Juan a Operador de montacargas (entrevista el 05/03/2026 a las 09:30)',
    event: {
      kind: 'assigned',
      candidate: 'Pérez López Juan',
      position: { es: 'Operador de montacargas', en: 'Forklift operator' },
      date: '2026-03-05',
      time: '09:30:00',
    },
    days: 0,
  }),
  log({
    id: 3,
    status: 'Accepted',
    comment: 'Pérez López Juan (Operador de montacargas): En proceso → Aceptado',
    event: {
      kind: 'follow_up',
      candidate: 'Pérez López Juan',
      position: { es: 'Operador de montacargas', en: 'Forklift operator' },
      from: 'Pending',
      to: 'Accepted',
    },
    days: 1,
  }),
  // written before events were stored: its sentence stays as written, without days
  log({ id: 4, status: 'Edited', comment: 'Posiciones editadas: 4 en total', event: null, days: 0 }),
];

describe('RequirementTimeline', () => {
  it('reads in English whatever language the entries were written in, with days in the stage left', async () => {
    mockApi('get', 'vacancy-logs/', rows);
    await i18n.changeLanguage('en');
    renderWithApp(<RequirementTimeline requirementId={7} />);
    expect(await screen.findByText('Requirement New → Approved')).toBeTruthy();
    expect(
      screen.getByText('Pérez López Juan assigned to Forklift operator (interview on 05/03/2026 at 09:30)'),
    ).toBeTruthy();
    expect(screen.getByText('Pérez López Juan (Forklift operator): In progress → Accepted')).toBeTruthy();
    expect(screen.getByText('24/11/2026 14:15 · Ana Ruiz · 3 days in New')).toBeTruthy();
    expect(screen.getByText(/· 1 day in In progress$/)).toBeTruthy();
    // an event that moves no stage says no days
    expect(screen.getAllByText(/^24\/11\/2026 14:15 · Ana Ruiz$/)).toHaveLength(2);
    expect(screen.getByText('Posiciones editadas: 4 en total')).toBeTruthy();
    expect(screen.queryByText(/asignó|Aprobado/)).toBeNull();
  });

  it('reads in Spanish with the Spanish position name', async () => {
    mockApi('get', 'vacancy-logs/', rows);
    renderWithApp(<RequirementTimeline requirementId={7} />);
    expect(
      await screen.findByText(
        'Se asignó a Pérez López Juan a Operador de montacargas (entrevista el 05/03/2026 a las 09:30)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('24/11/2026 14:15 · Ana Ruiz · 3 días en Nuevo')).toBeTruthy();
  });
});
