import { Select, Title } from '@mantine/core';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import type { AssignmentNotes } from './assignment-notes-modal';
import { FollowUpFilterInputs, useFollowUpFilterState } from './follow-up-filters';
import { filtersToParams } from './follow-up-format';
import { FollowUpTable } from './follow-up-table';
import { StatusBoxes } from './status-boxes';

/** /requeriments/direct/status ("Daily progress"): counts per status, then every assignment. */
export function FollowUpOverview({ notes }: { notes?: AssignmentNotes }) {
  const { t } = useTranslation();
  const filters = useFollowUpFilterState();
  const [status, setStatus] = useState<FollowUpStatus | null>(null);

  return (
    <Page title={t('routes.requeriments_direct_status.title')}>
      <StatusBoxes filters={filters.values} />
      <Title order={3} fz="lg">
        {t('followup.list.all_assignments')}
      </Title>
      <FollowUpTable
        notes={notes}
        filters={{ status: status ?? undefined, ...filtersToParams(filters.values) }}
        onClearFilters={
          filters.isFiltered || status
            ? () => {
                filters.clear();
                setStatus(null);
              }
            : undefined
        }
        toolbar={
          <>
            <FollowUpFilterInputs value={filters.values} onChange={filters.update} />
            <Select
              aria-label={t('followup.filters.status')}
              placeholder={t('followup.filters.status')}
              w={170}
              clearable
              data={followUpStatuses.map((value) => ({
                value,
                label: t(`common.enums.follow_up_status.${value}`),
              }))}
              value={status}
              onChange={(value) => setStatus(followUpStatuses.find((s) => s === value) ?? null)}
            />
          </>
        }
      />
    </Page>
  );
}
