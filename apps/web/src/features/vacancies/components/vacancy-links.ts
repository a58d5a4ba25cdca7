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
