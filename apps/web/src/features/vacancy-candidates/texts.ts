import { vacanciesTexts } from '@rp/contract/i18n/vacancies-texts';
import { addTexts } from '../../lib/i18n';

// The candidates' pages belong to the administrative process: its texts (`vacancies.*`) arrive
// with them (docs/performance.md). Every module here that renders text imports this one first.
addTexts('vacancies', vacanciesTexts);
