import { useTranslation } from 'react-i18next';
import { CommentPanel } from '../../../components/notes/comment-panel';
import { useCreateRequirementComment } from '../api/create-requirement-comment';
import { useDeleteRequirementComment } from '../api/delete-requirement-comment';
import { useRequirementComments } from '../api/get-requirement-comments';
import { type NotesPanelProps, notesBody, notesTargetOf } from '../api/notes-target';

/**
 * Comments, newest first: add and delete (with confirmation). Without `candidateId`, every comment
 * of the requirement (those on a candidate's assignment labelled with the candidate's name); with
 * it, only the comments on that candidate's assignment, and new ones are about it.
 */
export function RequirementComments(props: NotesPanelProps) {
  const { t } = useTranslation();
  const target = notesTargetOf(props);
  const query = useRequirementComments(target);
  const create = useCreateRequirementComment();
  const remove = useDeleteRequirementComment();
  const showsCandidates = props.candidateId === undefined;

  return (
    <CommentPanel
      rows={query.data}
      isError={query.isError}
      texts="requirements.comments"
      bare={props.bare}
      isAdding={create.isPending}
      onAdd={(comment) => create.mutateAsync({ body: { ...notesBody(target), comment } })}
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
      aboutLabel={(row) =>
        showsCandidates && row.candidate_name != null
          ? t('requirements.notes.about', { name: row.candidate_name })
          : null
      }
    />
  );
}
