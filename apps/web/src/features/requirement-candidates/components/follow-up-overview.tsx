import { Title } from '@mantine/core';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceTableFirstPage } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { Page } from '../../../components/layout/page';
import { requirementFilterChoicesQuery } from '../../../lib/requirement-filter-choices';
import { summaryStatusQuery } from '../api/get-summary-status';
import type { AssignmentNotes } from './assignment-notes-modal';
import { FollowUpFilterInputs, useFollowUpFilterState } from './follow-up-filters';
import { filtersFromSearch, filtersToParams, summaryFilters } from './follow-up-format';
import { FollowUpTable, followUpTableOrdering } from './follow-up-table';
import { SummaryStatusBoxes } from './status-boxes';

/**
 * Starts the overview's queries as it opens at `search` (its filters in the address), with the
 * options its parts read them with, before it renders (app/page-prefetch.ts; docs/performance.md,
 * "Cold load"): the counts per status, the filter values and the list's first page.
 */
export function prefetchFollowUpOverview(client: QueryClient, search: URLSearchParams) {
  const filters = filtersFromSearch(search);
  void client.prefetchQuery(summaryStatusQuery(summaryFilters(filters)));
  void client.prefetchQuery(requirementFilterChoicesQuery());
  void client.prefetchQuery(
    resourceTableFirstPage(resources['requeriment-candidates'], {
      filters: filtersToParams(filters),
      defaultOrdering: followUpTableOrdering,
    }),
  );
}

/** /requeriments/direct/status ("Daily progress"): counts per status, then every assignment. */
export function FollowUpOverview({ notes }: { notes?: AssignmentNotes }) {
  const { t } = useTranslation();
  const filters = useFollowUpFilterState();
  const [status, setStatus] = useState<FollowUpStatus | null>(null);

  return (
    <Page title={t('routes.requeriments_direct_status.title')}>
      <SummaryStatusBoxes filters={filters.values} />
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
            <FilterSelect<FollowUpStatus>
              label={t('followup.filters.status')}
              w={170}
              options={followUpStatuses.map((value) => ({
                value,
                label: t(`common.enums.follow_up_status.${value}`),
              }))}
              value={status}
              onChange={setStatus}
            />
          </>
        }
      />
    </Page>
  );
}
