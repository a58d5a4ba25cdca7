import '../texts';
import { DocumentPanel } from '../../../components/files/document-panel';
import {
  useCandidateDocuments,
  useDeleteCandidateDocument,
  useUploadCandidateDocument,
} from '../api/candidate-documents';

/** The documents about a candidate in a vacancy: upload with notes (upload_documents/), view and delete. */
export function CandidateDocumentsPanel(props: { id: number; vacancy: number; candidate: number }) {
  const query = useCandidateDocuments(props.vacancy, props.candidate);
  const upload = useUploadCandidateDocument(props.id);
  const remove = useDeleteCandidateDocument();
  return (
    <DocumentPanel
      rows={query.data}
      isError={query.isError}
      texts="vacancies.documents"
      send={(file, notes) => upload.mutateAsync({ file, notes })}
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
    />
  );
}
