import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPanel } from '../../../components/files/document-panel';
import { useDeleteCandidateDocument } from '../api/delete-candidate-document';
import {
  type CandidateDocumentKind,
  candidateDocumentKinds,
  isCandidateDocumentKind,
  useCandidateDocuments,
  useSaveCandidateDocument,
} from '../api/get-candidate-documents';

/** The candidate's documents and CVs with their notes: list, view, delete, upload (as a document or a CV). */
export function CandidateDocuments({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const query = useCandidateDocuments(candidateId);
  const save = useSaveCandidateDocument();
  const remove = useDeleteCandidateDocument();
  const [kind, setKind] = useState<CandidateDocumentKind>('document');

  return (
    <DocumentPanel
      rows={query.data}
      isError={query.isError}
      texts="candidates.documents"
      upload={{ kind, ownerType: 'candidate', ownerId: candidateId }}
      uploadExtra={
        <Select
          label={t('candidates.documents.kind')}
          allowDeselect={false}
          value={kind}
          onChange={(value) => value && isCandidateDocumentKind(value) && setKind(value)}
          data={candidateDocumentKinds.map((value) => ({
            value,
            label: t(`candidates.documents.kinds.${value}`),
          }))}
        />
      }
      onUploaded={(record, notes) =>
        save.mutateAsync({ body: { candidate: candidateId, document: record.id, notes } })
      }
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
    />
  );
}
