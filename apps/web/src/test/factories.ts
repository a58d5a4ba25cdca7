import type {
  Candidate,
  Catalog,
  Category,
  Position,
  RequirementCandidate,
  SiteAccess,
} from '@rp/contract/entities';
import type { SessionUser } from '../lib/session';

/**
 * Small factories of API rows for component tests: each returns a complete row of the contract's
 * read shape, with `overrides` for what a test cares about.
 */
const stamp = '2026-03-02T15:00:00.000Z';
let nextId = 100;
const id = () => {
  nextId += 1;
  return nextId;
};

/** The list envelope of every paged resource: {data, pages, elements}. */
export const paged = <T>(data: T[], meta: { pages?: number; elements?: number } = {}) => ({
  data,
  pages: meta.pages ?? 1,
  elements: meta.elements ?? data.length,
});

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: 'recruiter',
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@example.com',
  is_superuser: true,
  is_staff: false,
  is_active: true,
  last_login: null,
  date_joined: '2026-01-05T15:00:00.000Z',
  lang: 'es',
  menu_layout: 'side',
  roles: [],
  permissions: [],
  companies: [1],
  sites: [],
  routes: [],
  permission_shorts: [],
  ...overrides,
});

export const makeCategory = (overrides: Partial<Category> = {}): Category => ({
  id: id(),
  code: 'DIRECT',
  description: 'Directo',
  status: true,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

export const makeCatalog = (overrides: Partial<Catalog> = {}): Catalog => ({
  id: id(),
  code: `C${nextId}`,
  name: `Elemento ${nextId}`,
  name_en: null,
  description: null,
  status: true,
  clas_id: 1,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

export const makePosition = (overrides: Partial<Position> = {}): Position => ({
  id: id(),
  name_es: `Puesto ${nextId}`,
  name_en: null,
  company: null,
  status: true,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

export const makeSite = (overrides: Partial<SiteAccess> = {}): SiteAccess => ({
  id: id(),
  code: `S${nextId}`,
  name: `Planta ${nextId}`,
  company: 1,
  city: null,
  state: null,
  status: true,
  ...overrides,
});

export const makeCandidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: id(),
  employee_code: null,
  rfc: null,
  ssn: null,
  names: 'Valeria',
  last_name: 'Quintanilla',
  second_name: 'Ruiz',
  curp: null,
  email: null,
  phone_number: null,
  genre: null,
  recruitment_source: null,
  scholar_level: null,
  english_level: null,
  scholar_speciality: null,
  scholar_notes: null,
  birthdate: null,
  address: null,
  colony: null,
  postal_code: null,
  city: null,
  state: null,
  emergency_name: null,
  emergency_phone: null,
  additional_comments: null,
  status: 'Active',
  created_by: 1,
  category: 1,
  is_deleted: false,
  deleted_reason: null,
  is_black_list: false,
  is_in_process: false,
  black_list_reason: null,
  black_list_reason_en: null,
  black_list_until: null,
  photo: null,
  photo_path: null,
  last_company: null,
  last_position: null,
  created_at: stamp,
  updated_at: stamp,
  full_name: 'Quintanilla Ruiz Valeria',
  age: null,
  age_label: null,
  ...overrides,
});

export const makeAssignment = (overrides: Partial<RequirementCandidate> = {}): RequirementCandidate => ({
  id: id(),
  requeriment: 1,
  candidate: 1,
  interview_date: null,
  interview_time: null,
  status: 'Accepted',
  follow_up: null,
  follow_date: null,
  follow_user: null,
  reject_reason: null,
  hired_user: null,
  hired_at: null,
  require_medical: false,
  medical_user: null,
  medical_status: null,
  medical_date: null,
  medical_notes: null,
  type_not_attend: null,
  user_appointment: null,
  position: null,
  company: 1,
  created_at: stamp,
  updated_at: stamp,
  requeriment_id: 1,
  requeriment_code: 'REQ-0001',
  requeriment_status: 'Approved',
  requeriment_date: '2026-03-02',
  year: 2026,
  week: 10,
  site: null,
  site_name: null,
  company_name: 'Tecma',
  company_name_en: null,
  position_name: 'Operador',
  position_name_en: null,
  shift_type: null,
  candidate_name: 'Quintanilla Ruiz Valeria',
  candidate_curp: null,
  candidate_phone: null,
  medical_user_name: null,
  follow_user_name: null,
  hired_user_name: null,
  user_appointment_name: null,
  ...overrides,
});
