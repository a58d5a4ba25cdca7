import { defaultTimeZone } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { printed } from '../../test/pdf-text';
import { vacancyReportDefinition } from './vacancies.report';

/** What describeVacancy gives (names already in the reader's language) plus team and approvals. */
const data = (lang: 'es' | 'en') => ({
  code: 'SHE-2026-0007',
  vacancy_type: 'shelter' as const,
  status: 'Pending' as const,
  stage: 'Waiting approval',
  company_name: 'Maquila Norte',
  category_name: lang === 'en' ? 'Administrative' : 'Administrativo',
  position: 'Contador de costos',
  quantity: 2,
  expected_date: '2026-12-15',
  salary_type_name: lang === 'en' ? 'Monthly' : 'Mensual',
  salary_from: 25000,
  salary_to: 32000,
  department_name: lang === 'en' ? 'Finance' : 'Finanzas',
  plant: 'Planta 2',
  shift_description: 'Lunes a viernes',
  type_hiring: null,
  temporal_time: null,
  reason_name: null,
  employee_substitution: null,
  is_foreign: false,
  is_confidential: true,
  experience: 'Costeo estándar',
  responsabilities: null,
  additional_comments: null,
  scholar_level_name: null,
  scholar_speciality: null,
  english_level_name: 'B2',
  require_visa: false,
  require_passport: false,
  genre: 'any' as const,
  requisitor_name: 'Ana Ruiz',
  request_by_name: 'Admin',
  created_at: '2026-11-20T15:00:00Z',
  team: { recruiter: 'Rosa Pérez', hr_manager: null, program_manager: null },
  approvals: [
    {
      id: 1,
      full_name: 'Laura Méndez',
      title: 'Gerente',
      approve_at: '2026-11-21T10:00:00Z',
      declined_at: null,
    },
    { id: 2, full_name: 'Mario Ortiz', title: null, approve_at: null, declined_at: null },
  ],
});

describe('vacancy requisition PDF (vacancyReportDefinition)', () => {
  it('prints every label, status, stage and yes/no in the reader’s language', () => {
    const en = printed(vacancyReportDefinition(data('en'), 'en', defaultTimeZone).content).join('\n');
    expect(en).toContain('Personnel requisition · SHE-2026-0007');
    expect(en).toContain('Waiting approval');
    expect(en).toContain('Administrative');
    expect(en).toContain('Confidential: ');
    expect(en).toContain('Approved on 21/11/2026');
    expect(en).toContain('Waiting');
    expect(en).toMatch(/Yes/);
    expect(en).not.toMatch(/Requisición|Etapa|En espera|Sí\b|Aprobada el/);
    const es = printed(vacancyReportDefinition(data('es'), 'es', defaultTimeZone).content).join('\n');
    expect(es).toContain('Requisición de personal · SHE-2026-0007');
    expect(es).toContain('En espera de aprobación');
    expect(es).toContain('Aprobada el 21/11/2026');
    expect(es).not.toMatch(/Personnel|Waiting approval|Approved on/);
  });
});
