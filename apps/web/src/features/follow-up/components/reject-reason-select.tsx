import { clas, reqCanceledReasonCode } from '@rp/contract/enums';
import type { ComponentProps } from 'react';
import { CatalogSelect } from '../../../components/form/resource-select';

/**
 * Reject reasons (catalog 6) a user may pick: the reason the server gives assignments of a
 * cancelled requirement is left out.
 */
export function RejectReasonSelect(props: Omit<ComponentProps<typeof CatalogSelect>, 'clasId' | 'omit'>) {
  return (
    <CatalogSelect
      clasId={clas.rejectReasons}
      withAsterisk
      omit={(row) => row.code === reqCanceledReasonCode}
      {...props}
    />
  );
}
