import type { MedicalStatus } from '@rp/contract/enums';

/** The result filter: every result, none recorded yet, or one result. */
export type ResultFilter = 'none' | MedicalStatus | null;
export type MedicalQueueFilters = { result: ResultFilter; from: string | null; to: string | null };
export const noMedicalQueueFilters: MedicalQueueFilters = { result: null, from: null, to: null };

/**
 * The query of the queue (docs/domain.md#pre-hire-medical-gate): real assignments that need the
 * exam, by result (or none recorded yet) and the exam's day range (the whole last day).
 */
export function medicalQueueParams(filters: MedicalQueueFilters) {
  return {
    require_medical: true,
    is_draft: false,
    medical_status: filters.result === 'none' ? undefined : (filters.result ?? undefined),
    medical_status__isnull: filters.result === 'none' ? true : undefined,
    medical_date__gte: filters.from ?? undefined,
    medical_date__lte: filters.to ? `${filters.to}T23:59:59.999` : undefined,
  };
}
