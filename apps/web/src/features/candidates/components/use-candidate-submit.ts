import type { UseFormReturnType } from '@mantine/form';
import {
  type Candidate,
  type CandidateIdentityField,
  candidateIdentityFields,
  type IdentityDuplicates,
} from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorLines, showApiError, showSaved, showWarning } from '../../../components/feedback/notify';
import { applyServerErrors, emptyToNull } from '../../../components/form/use-zod-form';
import type { CandidateListKind } from '../api/get-candidate-categories';
import {
  type DuplicateMatch,
  duplicateMatchesOf,
  identityDuplicatesOf,
  useSaveCandidate,
} from '../api/save-candidate';
import { useUploadCandidatePhoto } from '../api/upload-candidate-photo';
import type { CandidateFormValues } from './candidate-form-values';
import { candidateHref } from './candidate-links';
import type { PhotoDraftState } from './candidate-photo-draft';

/** An identity clash the server answered: the records and the values that were sent. */
export type IdentityClash = {
  of: IdentityDuplicates;
  sent: Partial<Record<CandidateIdentityField, string>>;
};

/**
 * Saving the full candidate form: the save, a 409's possible duplicates (saved anyway with
 * `confirm_duplicates`), a 400's field messages and identity clashes, and for a new candidate the
 * photo chosen beside the form, uploaded once it exists, then its page.
 */
export function useCandidateSubmit(props: {
  form: UseFormReturnType<CandidateFormValues>;
  kind: CandidateListKind;
  candidate?: Candidate;
  photo: PhotoDraftState;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, kind, candidate, photo } = props;
  const save = useSaveCandidate();
  const upload = useUploadCandidatePhoto();
  const [formError, setFormError] = useState<string[]>([]);
  const [matches, setMatches] = useState<DuplicateMatch[] | null>(null);
  const [clash, setClash] = useState<IdentityClash | null>(null);

  // the new candidate exists: its photo failing to upload only says so (it can be retried on its page)
  const uploadPhotoOf = async (id: number) => {
    if (!photo.draft) return;
    try {
      await upload.mutateAsync({ id, photo: photo.draft.thumbnail });
    } catch (error) {
      showWarning(
        t('candidates.photo.upload_failed_title'),
        [t('candidates.photo.upload_failed'), ...apiErrorLines(error, t)].join('\n'),
      );
    }
  };

  const submit = async (values: CandidateFormValues, isConfirmed: boolean) => {
    setFormError([]);
    setClash(null);
    const body = { ...emptyToNull(values), ...(isConfirmed ? { confirm_duplicates: true } : {}) };
    let saved: Candidate;
    try {
      saved = await save.mutateAsync({ id: candidate?.id, body });
    } catch (error) {
      const duplicates = duplicateMatchesOf(error);
      if (duplicates) {
        setMatches(duplicates);
        return;
      }
      setMatches(null);
      const of = identityDuplicatesOf(error);
      if (of) {
        const sent = Object.fromEntries(candidateIdentityFields.map((field) => [field, values[field]]));
        setClash({ of, sent });
      }
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('candidates.notify.error_saving'));
      return;
    }
    setMatches(null);
    showSaved(t, t('candidates.notify.saved'));
    if (candidate) return;
    await uploadPhotoOf(saved.id);
    navigate(candidateHref(kind, saved.id));
  };

  return {
    submit,
    formError,
    matches,
    closeMatches: () => setMatches(null),
    clash,
    isSaving: save.isPending,
    isBusy: save.isPending || upload.isPending,
  };
}
