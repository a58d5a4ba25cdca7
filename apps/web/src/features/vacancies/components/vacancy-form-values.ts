import { type Vacancy, vacancyCreateSchema, vacancyUpdateSchema } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import { z } from 'zod';

type Id = number | null;
/** A number input's value: a number, or '' while empty. */
type NumberValue = number | string;

/** The new/edit vacancy form: every writable field of the vacancy, as the inputs hold them. */
export type VacancyFormValues = {
  vacancy_type: VacancyType;
  // request
  company: Id;
  department: Id;
  requisitor_name: string;
  requisitor_email: string;
  category: Id;
  position: string;
  quantity: NumberValue;
  expected_date: string | null;
  // conditions
  salary_type: Id;
  salary_from: NumberValue;
  salary_to: NumberValue;
  shift_description: string;
  plant: string;
  type_hiring: string;
  temporal_time: string;
  reason: Id;
  employee_substitution: string;
  is_foreign: boolean;
  is_confidential: boolean;
  // profile
  experience: string;
  responsabilities: string;
  scholar_level: Id;
  scholar_speciality: string;
  english_level: Id;
  require_visa: boolean;
  require_passport: boolean;
  genre: Vacancy['genre'];
  additional_comments: string;
  // team
  recruiter: Id;
  hr_manager: Id;
  program_manager: Id;
};

/** The free-text fields the translation buttons work on. */
export const translatableFields = ['experience', 'responsabilities', 'additional_comments'] as const;

export function emptyVacancyValues(type: VacancyType, company: Id = null): VacancyFormValues {
  return {
    vacancy_type: type,
    company,
    department: null,
    requisitor_name: '',
    requisitor_email: '',
    category: null,
    position: '',
    quantity: 1,
    expected_date: null,
    salary_type: null,
    salary_from: '',
    salary_to: '',
    shift_description: '',
    plant: '',
    type_hiring: '',
    temporal_time: '',
    reason: null,
    employee_substitution: '',
    is_foreign: false,
    is_confidential: false,
    experience: '',
    responsabilities: '',
    scholar_level: null,
    scholar_speciality: '',
    english_level: null,
    require_visa: false,
    require_passport: false,
    genre: 'any',
    additional_comments: '',
    recruiter: null,
    hr_manager: null,
    program_manager: null,
  };
}

/** A saved vacancy in the form (edit while New). */
export function vacancyValues(vacancy: Vacancy): VacancyFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    vacancy_type: vacancy.vacancy_type,
    company: vacancy.company,
    department: vacancy.department,
    requisitor_name: text(vacancy.requisitor_name),
    requisitor_email: text(vacancy.requisitor_email),
    category: vacancy.category,
    position: vacancy.position,
    quantity: vacancy.quantity,
    expected_date: vacancy.expected_date ? vacancy.expected_date.slice(0, 10) : null,
    salary_type: vacancy.salary_type,
    salary_from: vacancy.salary_from ?? '',
    salary_to: vacancy.salary_to ?? '',
    shift_description: text(vacancy.shift_description),
    plant: text(vacancy.plant),
    type_hiring: text(vacancy.type_hiring),
    temporal_time: text(vacancy.temporal_time),
    reason: vacancy.reason,
    employee_substitution: text(vacancy.employee_substitution),
    is_foreign: vacancy.is_foreign,
    is_confidential: vacancy.is_confidential,
    experience: text(vacancy.experience),
    responsabilities: text(vacancy.responsabilities),
    scholar_level: vacancy.scholar_level,
    scholar_speciality: text(vacancy.scholar_speciality),
    english_level: vacancy.english_level,
    require_visa: vacancy.require_visa,
    require_passport: vacancy.require_passport,
    genre: vacancy.genre,
    additional_comments: text(vacancy.additional_comments),
    recruiter: vacancy.recruiter,
    hr_manager: vacancy.hr_manager,
    program_manager: vacancy.program_manager,
  };
}

/** What the API takes: text trimmed, empty inputs as null (the API's formats reject ''). */
export function vacancyPayload(values: VacancyFormValues) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const trimmed = typeof value === 'string' ? value.trim() : value;
      return [key, trimmed === '' ? null : trimmed];
    }),
  );
}

const salaryBounds = (value: unknown) => {
  const input = (value ?? {}) as { salary_from?: unknown; salary_to?: unknown };
  return { salary_from: input.salary_from, salary_to: input.salary_to };
};

/**
 * The form's rules: the contract's create schema, plus its salary range checked on the two bounds
 * alone — the schema checks the range only once every other field passes, and the form shows it
 * beside the other messages.
 */
export const vacancyFormSchema = z.unknown().superRefine((value, ctx) => {
  const options = { reportInput: true };
  const whole = vacancyCreateSchema.safeParse(value, options);
  const range = vacancyUpdateSchema.safeParse(salaryBounds(value), options);
  for (const issue of [...(whole.error?.issues ?? []), ...(range.error?.issues ?? [])])
    ctx.addIssue({ ...issue });
});
