import { apiRequest } from '../../../lib/api-client';

/** GET requeriments/{id}/report/: the PDF (in the UI language) as a blob with its file name. */
export async function getRequirementReport(id: number): Promise<{ blob: Blob; name: string }> {
  const res = await apiRequest<Response>(`requeriments/${id}/report/`, { raw: true });
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `requirement-${id}.pdf`;
  return { blob: await res.blob(), name };
}
