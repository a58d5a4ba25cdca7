import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { apiErrorLines, showSaved } from '../../../components/feedback/notify';
import { useUndoCandidateImport } from '../api/undo-candidate-import';

/**
 * "Undo import", asked for again in a confirmation; the server's refusal (409: a candidate of it
 * assigned since, or undone already) is kept as `error`, for the caller to show in place.
 */
export function useUndoImport() {
  const { t } = useTranslation();
  const undo = useUndoCandidateImport();
  const [error, setError] = useState<{ id: number; message: string } | null>(null);

  const run = async (id: number) => {
    const isConfirmed = await confirmAction({
      t,
      title: t('candidates.candidate_import.undo.title'),
      message: t('candidates.candidate_import.undo.message'),
      confirmLabel: t('candidates.candidate_import.undo.confirm'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await undo.mutateAsync(id);
      showSaved(t, t('candidates.candidate_import.undo.done'));
    } catch (failure) {
      setError({ id, message: apiErrorLines(failure, t).join(' ') });
    }
  };

  return { run, pendingId: undo.isPending ? (undo.variables ?? null) : null, error };
}
