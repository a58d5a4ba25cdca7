import { vacanciesTexts } from '@rp/contract/i18n/vacancies-texts';
import { addTexts } from '../../lib/i18n';

// The vacancies' labels and links serve several features; their texts (`vacancies.*`) arrive with
// the first module that uses them (docs/performance.md).
addTexts('vacancies', vacanciesTexts);
