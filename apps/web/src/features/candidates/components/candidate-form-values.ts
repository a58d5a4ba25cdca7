import type { Candidate } from '@rp/contract/entities';
import type { candidateGenres, candidateStatuses } from '@rp/contract/enums';

type Genre = (typeof candidateGenres)[number];
type Status = (typeof candidateStatuses)[number];

/**
 * The full candidate form's values: a text field empty as '' (sent as null, `emptyToNull`), a pick
 * list or a date empty as null; checked by the contract's candidate create and update schemas.
 */
export type CandidateFormValues = {
  names: string;
  last_name: string;
  second_name: string;
  curp: string;
  rfc: string;
  ssn: string;
  employee_code: string;
  genre: Genre | null;
  birthdate: string | null;
  email: string;
  phone_number: string;
  address: string;
  colony: string;
  postal_code: string;
  city: string;
  state: string;
  emergency_name: string;
  emergency_phone: string;
  category: number | null;
  scholar_level: number | null;
  scholar_speciality: string;
  scholar_notes: string;
  english_level: number | null;
  recruitment_source: number | null;
  last_company: string;
  last_position: string;
  additional_comments: string;
  status: Status;
};

export const emptyCandidateValues: CandidateFormValues = {
  names: '',
  last_name: '',
  second_name: '',
  curp: '',
  rfc: '',
  ssn: '',
  employee_code: '',
  genre: null,
  birthdate: null,
  email: '',
  phone_number: '',
  address: '',
  colony: '',
  postal_code: '',
  city: '',
  state: '',
  emergency_name: '',
  emergency_phone: '',
  category: null,
  scholar_level: null,
  scholar_speciality: '',
  scholar_notes: '',
  english_level: null,
  recruitment_source: null,
  last_company: '',
  last_position: '',
  additional_comments: '',
  status: 'Active',
};

/** A saved candidate as the form shows it. */
export const candidateFormValues = (candidate: Candidate): CandidateFormValues => ({
  names: candidate.names,
  last_name: candidate.last_name,
  second_name: candidate.second_name ?? '',
  curp: candidate.curp ?? '',
  rfc: candidate.rfc ?? '',
  ssn: candidate.ssn ?? '',
  employee_code: candidate.employee_code ?? '',
  genre: candidate.genre,
  birthdate: candidate.birthdate ? candidate.birthdate.slice(0, 10) : null,
  email: candidate.email ?? '',
  phone_number: candidate.phone_number ?? '',
  address: candidate.address ?? '',
  colony: candidate.colony ?? '',
  postal_code: candidate.postal_code ?? '',
  city: candidate.city ?? '',
  state: candidate.state ?? '',
  emergency_name: candidate.emergency_name ?? '',
  emergency_phone: candidate.emergency_phone ?? '',
  category: candidate.category,
  scholar_level: candidate.scholar_level,
  scholar_speciality: candidate.scholar_speciality ?? '',
  scholar_notes: candidate.scholar_notes ?? '',
  english_level: candidate.english_level,
  recruitment_source: candidate.recruitment_source,
  last_company: candidate.last_company ?? '',
  last_position: candidate.last_position ?? '',
  additional_comments: candidate.additional_comments ?? '',
  status: candidate.status,
});
