import { useTranslation } from 'react-i18next';
import { DocumentPanel } from '../../../components/files/document-panel';
import { useCreateRequirementDocument } from '../api/create-requirement-document';
import { useDeleteRequirementDocument } from '../api/delete-requirement-document';
import { useRequirementDocuments } from '../api/get-requirement-documents';
import { type NotesPanelProps, notesBody, notesTargetOf } from '../api/notes-target';

/**
 * Documents with their notes: upload, view, delete (with confirmation). Without `candidateId`, every
 * document of the requirement (with the candidate's name for those on an assignment); with it, only
 * the documents on that candidate's assignment, and uploads are about it.
 */
export function RequirementDocuments(props: NotesPanelProps) {
  const { t } = useTranslation();
  const target = notesTargetOf(props);
  const query = useRequirementDocuments(target);
  const save = useCreateRequirementDocument();
  const remove = useDeleteRequirementDocument();

  return (
    <DocumentPanel
      bare={props.bare}
      rows={query.data}
      isError={query.isError}
      texts="requirements.documents"
      columns={
        props.candidateId === undefined
          ? [
              {
                key: 'candidate',
                title: t('requirements.documents.candidate'),
                render: (row) => row.candidate_name ?? '',
              },
            ]
          : []
      }
      upload={{ kind: 'document', ownerType: 'requeriment', ownerId: props.requirementId }}
      onUploaded={(record, notes) =>
        save.mutateAsync({ body: { ...notesBody(target), document: record.id, notes } })
      }
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
    />
  );
}
