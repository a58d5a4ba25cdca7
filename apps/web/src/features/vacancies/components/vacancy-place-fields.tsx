import { Autocomplete } from '@mantine/core';
import { paths } from '@rp/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPickListHint } from '../../../components/form/empty-pick-list-hint';
import { useCompanySiteNames } from '../api/get-company-sites';
import { useCatalogOptions } from '../api/get-vacancy-references';

type TextInputProps = {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

/**
 * "Turno / horario" and "Planta" of a vacancy: the shifts of the shift catalog and the active sites
 * of the vacancy's company, offered as the requirement form offers them; the text stays free (a
 * schedule such as "7:00 a 15:00"). An empty list says why and where it is filled.
 */
export function VacancyPlaceFields(props: {
  company: number | null;
  shift: TextInputProps;
  plant: TextInputProps;
}) {
  const { t } = useTranslation();
  const sites = useCompanySiteNames(props.company);
  const shifts = useCatalogOptions('shiftType', null);
  const shiftNames = [...new Set(shifts.data.map((option) => option.label))];
  const noShifts = !shifts.isLoading && shiftNames.length === 0;
  const noSites = sites.isSuccess && sites.names.length === 0;
  return (
    <>
      <Autocomplete
        label={t('vacancies.fields.shift_description')}
        maxLength={255}
        data={shiftNames}
        description={
          noShifts ? (
            <EmptyPickListHint
              message={t('common.pick_list.no_shifts')}
              page={paths['settings-catalogs']}
              linkLabel={t('common.pick_list.add_shifts')}
            />
          ) : undefined
        }
        {...props.shift}
      />
      <Autocomplete
        label={t('vacancies.fields.plant')}
        maxLength={150}
        data={sites.names}
        placeholder={props.company === null ? t('vacancies.form.pick_company_first') : undefined}
        description={
          noSites ? (
            <EmptyPickListHint
              message={t('common.pick_list.no_sites')}
              page={paths['clients-companies']}
              linkLabel={t('common.pick_list.add_sites')}
            />
          ) : undefined
        }
        {...props.plant}
      />
    </>
  );
}
