import { Button } from '@mantine/core';
import { mayCall } from '@rp/contract/rules/follow-up';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { useAuth } from '../../../lib/auth';
import { AssignCandidateModal } from './assign-candidate-modal';
import type { AssignmentNotes } from './assignment-notes-modal';
import { FollowUpFilterInputs, useFollowUpFilterState } from './follow-up-filters';
import { filtersToParams } from './follow-up-format';
import { type FollowUpPage, statusOfPage } from './follow-up-pages';
import { FollowUpTable } from './follow-up-table';

const titles = {
  progress: 'routes.requeriments_direct_status_progress.title',
  accepted: 'routes.requeriments_direct_status_accepted.title',
  hired: 'routes.requeriments_direct_status_hired.title',
  not_attends: 'routes.requeriments_direct_status_not_attends.title',
  rejected: 'routes.requeriments_direct_status_rejected.title',
} as const satisfies Record<FollowUpPage, string>;

/**
 * One follow-up list (/requeriments/direct/status/<page>): the assignments in one status; `notes`
 * adds "Comments and documents" to every row.
 */
export function FollowUpStatusList({ page, notes }: { page: FollowUpPage; notes?: AssignmentNotes }) {
  const { t } = useTranslation();
  const filters = useFollowUpFilterState();
  const [isAdding, setAdding] = useState(false);
  const status = statusOfPage(page);
  const { user } = useAuth();
  const canAdd = page === 'progress' && mayCall(user, 'assign_candidate');

  return (
    <Page
      title={t(titles[page])}
      actions={
        canAdd ? (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t('followup.actions.add_candidate')}
          </Button>
        ) : undefined
      }
    >
      <FollowUpTable
        status={status}
        notes={notes}
        filters={{ status, ...filtersToParams(filters.values) }}
        onClearFilters={filters.isFiltered ? filters.clear : undefined}
        toolbar={<FollowUpFilterInputs value={filters.values} onChange={filters.update} />}
      />
      {canAdd && <AssignCandidateModal opened={isAdding} onClose={() => setAdding(false)} />}
    </Page>
  );
}
