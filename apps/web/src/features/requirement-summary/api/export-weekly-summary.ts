import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi, saveFile } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { type SummaryFilters, summaryQuery } from './get-weekly-summary';

/** export_summary with the summary's filters: the xlsx, saved with the server's file name. */
export const exportWeeklySummary = async (filters: SummaryFilters) =>
  saveFile(
    await callApi(endpoints.requirements.exportSummary, { query: summaryQuery(filters, session.region) }),
  );

export const useExportWeeklySummary = () => useMutation({ mutationFn: exportWeeklySummary });
