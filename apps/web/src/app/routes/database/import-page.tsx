import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { candidateImportsQuery } from '../../../features/candidate-imports/api/get-candidate-imports';
import { CandidateImport } from '../../../features/candidate-imports/components/candidate-import';
import { ImportHistory } from '../../../features/candidate-imports/components/import-history';
import { definePrefetch } from '../../page-prefetch';

/** The history's first page starts with the page's code (app/page-prefetch.ts). */
export const prefetch = definePrefetch((client) => void client.prefetchQuery(candidateImportsQuery(1)));

/**
 * /database/import: candidates brought in from a spreadsheet (.xlsx or CSV) — upload, map the
 * columns, check, import and undo — and the user's earlier imports under it.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.database_import.title')}>
      <CandidateImport />
      <Divider />
      <ImportHistory />
    </Page>
  );
}
