import { clas, systemRejectReasonCodes } from '@rp/contract/enums';
import type { ComponentProps } from 'react';
import { CatalogSelect } from '../form/resource-select';

/**
 * Reject reasons (catalog 6) a user may pick: the reasons the server gives assignments of a
 * cancelled or fully hired requirement are left out.
 */
export function RejectReasonSelect(props: Omit<ComponentProps<typeof CatalogSelect>, 'clasId' | 'omit'>) {
  return (
    <CatalogSelect
      clasId={clas.rejectReasons}
      withAsterisk
      omit={(row) => systemRejectReasonCodes.includes(String(row.code))}
      {...props}
    />
  );
}
