import '../texts';
import { useTranslation } from 'react-i18next';
import { DocumentPanel } from '../../../components/files/document-panel';
import { CommentPanel } from '../../../components/notes/comment-panel';
import {
  useCreateVacancyComment,
  useCreateVacancyDocument,
  useDeleteVacancyComment,
  useDeleteVacancyDocument,
  useVacancyComments,
  useVacancyDocuments,
} from '../api/vacancy-notes';

/** The vacancy's comments (its candidates' labelled with their name): add and delete. */
export function VacancyComments({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation();
  const query = useVacancyComments(vacancyId);
  const create = useCreateVacancyComment();
  const remove = useDeleteVacancyComment();
  return (
    <CommentPanel
      bare
      rows={query.data}
      isError={query.isError}
      texts="vacancies.comments"
      isAdding={create.isPending}
      onAdd={(comment) => create.mutateAsync({ body: { vacancy: vacancyId, comment } })}
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
      aboutLabel={(row) =>
        row.candidate_name ? t('vacancies.comments.about', { name: row.candidate_name }) : null
      }
    />
  );
}

/** The vacancy's documents: upload (owned by the vacancy), view and delete. */
export function VacancyDocuments({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation();
  const query = useVacancyDocuments(vacancyId);
  const save = useCreateVacancyDocument();
  const remove = useDeleteVacancyDocument();
  const hasCandidates = (query.data ?? []).some((row) => row.candidate_name);
  return (
    <DocumentPanel
      bare
      rows={query.data}
      isError={query.isError}
      texts="vacancies.documents"
      columns={
        hasCandidates
          ? [
              {
                key: 'candidate',
                title: t('vacancies.documents.candidate'),
                render: (row) => row.candidate_name ?? '',
              },
            ]
          : []
      }
      upload={{ kind: 'document', ownerType: 'vacancy', ownerId: vacancyId }}
      onUploaded={(record, notes) =>
        save.mutateAsync({ body: { vacancy: vacancyId, document: record.id, notes } })
      }
      onDelete={(row) => remove.mutateAsync({ id: row.id })}
    />
  );
}
