import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi, saveFile } from '../../../lib/api-client';

/**
 * GET candidate-imports/:id/errors/: the rows with problems as an .xlsx (the uploaded columns and
 * an Errors column), saved with the server's file name — to fix and upload again. A download of
 * the signed-in user (bearer token), so a button rather than a plain link.
 */
export const downloadImportErrors = async (id: number) =>
  saveFile(await callApi(endpoints.candidateImports.errors, { params: { id } }));

export const useDownloadImportErrors = () => useMutation({ mutationFn: downloadImportErrors });
