import { Tabs } from '@mantine/core';
import { codeOrId } from '@rp/contract';
import type { RequirementCandidate } from '@rp/contract/entities';
import { IconFiles, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/form-modal';

/**
 * The comments and documents of one assignment (requeriment = row.requeriment_id, candidate =
 * row.candidate). The follow-up feature does not own them: the page that shows the table passes
 * these in, built from the requirements feature.
 */
export type AssignmentNotes = {
  comments: (assignment: RequirementCandidate) => ReactNode;
  documents: (assignment: RequirementCandidate) => ReactNode;
};

/** "Comments and documents" of one assignment: a modal with a tab for each. */
export function AssignmentNotesModal(props: {
  assignment: RequirementCandidate | null;
  notes: AssignmentNotes;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { assignment } = props;
  return (
    <FormModal
      opened={assignment !== null}
      onClose={props.onClose}
      size="xl"
      title={
        assignment
          ? t('followup.notes.title', {
              name: assignment.candidate_name,
              code: codeOrId(assignment.requeriment_code, assignment.requeriment_id),
            })
          : ''
      }
    >
      {assignment && (
        <Tabs defaultValue="comments" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="comments" leftSection={<IconMessage size={16} />}>
              {t('followup.notes.comments')}
            </Tabs.Tab>
            <Tabs.Tab value="documents" leftSection={<IconFiles size={16} />}>
              {t('followup.notes.documents')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="comments">{props.notes.comments(assignment)}</Tabs.Panel>
          <Tabs.Panel value="documents">{props.notes.documents(assignment)}</Tabs.Panel>
        </Tabs>
      )}
    </FormModal>
  );
}
