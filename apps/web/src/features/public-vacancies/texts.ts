import { vacanciesTexts } from '@rp/contract/i18n/vacancies-texts';
import { addTexts } from '../../lib/i18n';

// The public pages' texts (`vacancies.public.*`) live with the area's texts and arrive with the
// page (docs/performance.md): every module of this feature that renders text imports this one first.
addTexts('vacancies', vacanciesTexts);
