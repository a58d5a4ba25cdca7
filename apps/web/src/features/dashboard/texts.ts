import { dashboardTexts } from '@rp/contract/i18n/dashboard-texts';
import { addTexts } from '../../lib/i18n';

// The boards' texts arrive with their pages (docs/performance.md): every module of the area that
// renders text imports this one first.
addTexts('dashboard', dashboardTexts);
