import { Anchor, Button } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { Candidate, FileRecord } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconEye, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CvSearchResultsView, useCvSearchIn } from '../../../components/cv-search/cv-search-in';
import { ResourceTable } from '../../../components/data-table/data-table';
import { RowAction, rowActionsColumn } from '../../../components/data-table/row-actions';
import { FileViewer } from '../../../components/files/file-viewer';
import { useCvOwners } from '../api/get-cv-owners';
import { CvUploadModal } from './cv-upload-modal';

/** Bytes as B, KB or MB with one decimal. */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const noCvSearchFilters = {};
const noHref = () => null;

/**
 * The CVs attached to candidates (file records of kind cv), each viewable in place, and an upload
 * for a chosen candidate (the curriculums page). With `cvSearch` (the cv-search feature's results,
 * given by the page) the search box can search what the CVs say instead of their names (issue 30):
 * each candidate found links to `candidateHref` and opens the file at the page that matched.
 */
export function CvList(props: {
  cvSearch?: CvSearchResultsView;
  candidateHref?: (candidate: Candidate) => string | null;
}) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const [ownerIds, setOwnerIds] = useState<number[]>([]);
  const handleRecords = useCallback(
    (rows: FileRecord[]) => setOwnerIds(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : []))),
    [],
  );
  const owners = useCvOwners(ownerIds);
  const searchIn = useCvSearchIn({
    list: 'curriculums',
    results: props.cvSearch,
    listLabel: t('candidates.cv_search.in_file_names'),
    filters: noCvSearchFilters,
    hrefOf: props.candidateHref ?? noHref,
  });

  return (
    <>
      <ResourceTable
        resource={resources['file-records']}
        rowName={(row) => row.original_name}
        defaultOrdering="-created_at"
        // CVs belong to candidates, which have no region: the region selector does not narrow them
        filters={{ kind: 'cv', owner_type: 'candidate', region: undefined }}
        onRecords={handleRecords}
        searchIn={searchIn}
        canExport={false}
        actions={
          <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
            {t('blacklist.curriculums.upload')}
          </Button>
        }
        columns={[
          {
            accessor: 'original_name',
            title: t('blacklist.curriculums.file_name'),
            priority: 'key',
            sortable: true,
            render: (row) => (
              <Anchor component="button" type="button" size="sm" onClick={() => setViewing(row)}>
                {row.original_name}
              </Anchor>
            ),
          },
          {
            accessor: 'owner_id',
            title: t('blacklist.curriculums.candidate'),
            render: (row) =>
              row.owner_id ? (owners.get(row.owner_id)?.full_name ?? `#${row.owner_id}`) : '',
          },
          {
            accessor: 'created_at',
            title: t('blacklist.curriculums.uploaded_at'),
            sortable: true,
            render: (row) => formatDateTime(row.created_at),
          },
          {
            accessor: 'size',
            title: t('blacklist.curriculums.size'),
            sortable: true,
            textAlign: 'right',
            render: (row) => formatSize(row.size),
          },
          rowActionsColumn<FileRecord>(t, (row) => (
            <RowAction
              label={t('blacklist.curriculums.view')}
              rowName={row.original_name}
              icon={<IconEye size={18} />}
              onClick={() => setViewing(row)}
            />
          )),
        ]}
      />
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
      <CvUploadModal opened={isUploading} onClose={() => setUploading(false)} />
    </>
  );
}
