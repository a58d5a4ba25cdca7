import { paths } from '@rp/contract';
import type { VacancyType } from '@rp/contract/enums';

const detail = {
  clients: paths['requeriments-clients-id_vacancy'],
  shelter: paths['requeriments-shelter-id_vacancy'],
  shelter_indirect: paths['requeriments-shelter_indirect-id_vacancy'],
} as const;

const list = {
  clients: paths['requeriments-clients'],
  shelter: paths['requeriments-shelter'],
  shelter_indirect: paths['requeriments-shelter_indirect'],
} as const;

const create = {
  clients: paths['new_vacancies-clients'],
  shelter: paths['new_vacancies-shelter'],
  shelter_indirect: paths['new_vacancies-shelter_indirect'],
} as const;

/** /requeriments/{type}/{id_vacancy}. */
export const vacancyHref = (type: VacancyType, id: number) => detail[type].href({ id_vacancy: id });
/** /requeriments/{type}. */
export const vacancyListHref = (type: VacancyType) => list[type].href();
/** /new_vacancies/{type}. */
export const newVacancyHref = (type: VacancyType) => create[type].href();

const candidates = {
  clients: paths['requeriments-clients-id_vacancy-candidates'],
  shelter: paths['requeriments-shelter-id_vacancy-candidates'],
  shelter_indirect: paths['requeriments-shelter_indirect-id_vacancy-candidates'],
} as const;

const addCandidate = {
  clients: paths['requeriments-clients-id_vacancy-candidates-add'],
  shelter: paths['requeriments-shelter-id_vacancy-candidates-add'],
  shelter_indirect: paths['requeriments-shelter_indirect-id_vacancy-candidates-add'],
} as const;

const candidate = {
  clients: paths['requeriments-clients-id_vacancy-candidates-id_candidate'],
  shelter: paths['requeriments-shelter-id_vacancy-candidates-id_candidate'],
  shelter_indirect: paths['requeriments-shelter_indirect-id_vacancy-candidates-id_candidate'],
} as const;

/** /requeriments/{type}/{id_vacancy}/candidates. */
export const vacancyCandidatesHref = (type: VacancyType, id: number) =>
  candidates[type].href({ id_vacancy: id });
/** /requeriments/{type}/{id_vacancy}/candidates/add. */
export const addVacancyCandidateHref = (type: VacancyType, id: number) =>
  addCandidate[type].href({ id_vacancy: id });
/** /requeriments/{type}/{id_vacancy}/candidates/{id_candidate} (the vacancy-candidate row's id). */
export const vacancyCandidateHref = (type: VacancyType, id: number, row: number) =>
  candidate[type].href({ id_vacancy: id, id_candidate: row });
