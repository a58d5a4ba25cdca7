import './texts';
import { codeOrId, stageName } from '@rp/contract';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import type { TFunction } from 'i18next';
import { translatorOf } from '../timeline/log-timeline';

/** A vacancy status in the UI language (the shared labels of the timeline and the PDF). */
export const statusLabel = (t: TFunction, status: VacancyStatus) => t(`reports.vacancy_${status}`);

/** A working stage (a VacancyStatus name, an English key) in the UI language. */
export const stageLabel = (t: TFunction, name: string) => stageName(name, translatorOf(t));

/** A vacancy type in the UI language. */
export const typeLabel = (t: TFunction, type: VacancyType) => t(`vacancies.types.${type}`);

/** A vacancy as users name it: its code, or its id until the code arrives. */
export const vacancyCode = (vacancy: { id: number; code: string | null }) =>
  codeOrId(vacancy.code, vacancy.id);
