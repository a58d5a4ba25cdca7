import { Select, type SelectProps } from '@mantine/core';
import { isOneOf, type MedicalStatus, medicalStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';

/**
 * The medical exam's result (common.enums.medical_status) to pick, as the direct process's medical
 * service and the vacancy candidates' medical panel and queue record it; the value is typed.
 */
export function MedicalStatusSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: MedicalStatus | null;
  onChange: (value: MedicalStatus | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      data={medicalStatuses.map((status) => ({
        value: status,
        label: t(`common.enums.medical_status.${status}`),
      }))}
      value={value}
      onChange={(next) => onChange(isOneOf(medicalStatuses, next) ? next : null)}
    />
  );
}
