import { endpoints } from '@rp/contract/endpoints';
import type { ExportBoardBody } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { callApi, saveFile } from '../../../lib/api-client';
import { type BoardFilters, dashboardBody } from './board-filters';

/** export_board/ {board, format, …filters}: the board as xlsx or PDF, saved with the server's file name. */
export const exportBoard = async (input: {
  board: ExportBoardBody['board'];
  format: 'xlsx' | 'pdf';
  filters: Partial<BoardFilters>;
}) =>
  saveFile(
    await callApi(endpoints.dashboard.exportBoard, {
      body: { ...dashboardBody(input.filters), board: input.board, format: input.format },
    }),
  );

export const useExportBoard = () => useMutation({ mutationFn: exportBoard });
