import { candidateCreateSchema } from '@rp/contract/entities';
import { emptyToNull } from '../../../components/form/use-zod-form';

/**
 * The quick candidate capture (docs/decisions.md, "Offline forms"): what a recruiter takes at a
 * plant — names, CURP, phone, e-mail, the list's category — and a photo of the paper CV; the rest
 * is completed later on the candidate's page.
 */
export type QuickCandidateValues = {
  category: number | null;
  names: string;
  last_name: string;
  second_name: string;
  curp: string;
  phone_number: string;
  email: string;
  /** The user confirmed saving although the e-mail or phone match other candidates. */
  confirm_duplicates: boolean;
};

export const emptyQuickCandidate = (): QuickCandidateValues => ({
  category: null,
  names: '',
  last_name: '',
  second_name: '',
  curp: '',
  phone_number: '',
  email: '',
  confirm_duplicates: false,
});

/** The contract's rules for these fields (the server applies the same). */
export const quickCandidateSchema = candidateCreateSchema.pick({
  category: true,
  names: true,
  last_name: true,
  second_name: true,
  curp: true,
  phone_number: true,
  email: true,
  confirm_duplicates: true,
});

/** The body of POST candidates/ for a quick capture. */
export function quickCandidatePayload(values: QuickCandidateValues) {
  const { confirm_duplicates, ...fields } = values;
  return { ...emptyToNull(fields), ...(confirm_duplicates ? { confirm_duplicates: true } : {}) };
}

/** The photo's name in the candidate's documents. */
export const cvPhotoName = (photo: Blob) => `cv.${photo.type === 'image/png' ? 'png' : 'jpg'}`;
