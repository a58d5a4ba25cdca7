import { vacanciesTexts } from '@rp/contract/i18n/vacancies-texts';
import { addTexts } from '../../lib/i18n';

// The area's texts arrive with its pages (docs/performance.md): every module of the area that
// renders text imports this one first.
addTexts('vacancies', vacanciesTexts);
