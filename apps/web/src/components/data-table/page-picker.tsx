import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageControlLabels } from './table-labels';

/**
 * The pages of a list as few buttons (fits a phone's width: no siblings, one page at each end),
 * the previous and next buttons named in the reader's language.
 */
export function PagePicker(props: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={props.total}
      value={props.value}
      onChange={props.onChange}
      siblings={0}
      boundaries={1}
      gap={4}
      getControlProps={pageControlLabels(t)}
    />
  );
}
