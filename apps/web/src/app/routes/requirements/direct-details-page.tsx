import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { filtersFromParams } from '../../../features/requirements/components/requirement-links';
import { RequirementList } from '../../../features/requirements/components/requirement-list';

/**
 * /requeriments/direct/details/:id_year?/:id_week_no?/:id_company?: the requirements behind one
 * weekly summary cell (year, week and company preset); without parameters, the plain list.
 */
export default function DirectDetailsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const preset = filtersFromParams(params);
  return (
    <RequirementList
      key={`${preset.year}-${preset.week}-${preset.company}`}
      title={t('routes.requeriments_direct_details_id_year_id_week_no_id_company.title')}
      preset={preset}
    />
  );
}
