import type { ResourceContract } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteResource } from '../../lib/resource-hooks';
import { confirmDelete } from '../feedback/confirm';
import { showApiError, showSaved } from '../feedback/notify';

/** Delete a row of a resource after confirmation (docs/domain.md#pages-menu-and-the-browser), telling the user how it went. */
export function useConfirmedDelete(resource: ResourceContract) {
  const { t } = useTranslation();
  const remove = useDeleteResource(resource);
  return async (row: { id: number }) => {
    if (!(await confirmDelete(t))) return;
    try {
      await remove.mutateAsync({ id: row.id });
      showSaved(t, t('common.notify.deleted'));
    } catch (error) {
      showApiError(error, t);
    }
  };
}
