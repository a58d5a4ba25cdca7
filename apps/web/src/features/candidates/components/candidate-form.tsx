import { Button, Grid, Group, Stack } from '@mantine/core';
import { type Candidate, candidateCreateSchema, candidateUpdateSchema } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/feedback/form-errors';
import { useFormRecord } from '../../../components/form/use-form-record';
import { useZodForm } from '../../../components/form/use-zod-form';
import { type CandidateListKind, useCandidateCategories } from '../api/get-candidate-categories';
import { CandidateContactSection } from './candidate-contact-section';
import { CandidateDuplicatesModal } from './candidate-duplicates-modal';
import { type CandidateFormValues, candidateFormValues, emptyCandidateValues } from './candidate-form-values';
import { CandidateIdentitySection } from './candidate-identity-section';
import { candidateListHref } from './candidate-links';
import { CandidatePhotoDraft, usePhotoDraft } from './candidate-photo-draft';
import { CandidateProfileSection } from './candidate-profile-section';
import { useCandidateSubmit } from './use-candidate-submit';

/**
 * The full candidate form, new or editing: identity, contact and profile, checked by the contract's
 * schemas; a new candidate's photo is chosen beside it.
 */
export function CandidateForm(props: { kind: CandidateListKind; candidate?: Candidate }) {
  const { t } = useTranslation();
  const { candidate, kind } = props;
  const photo = usePhotoDraft();
  const { categories, listOf } = useCandidateCategories(kind);
  const form = useZodForm<CandidateFormValues>(
    candidate ? candidateUpdateSchema : candidateCreateSchema,
    candidate ? candidateFormValues(candidate) : emptyCandidateValues,
  );
  useFormRecord(form, candidate, candidateFormValues);
  const saving = useCandidateSubmit({ form, kind, candidate, photo });
  const handleSubmit = form.onSubmit((values) => saving.submit(values, false));

  const fields = (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={saving.formError} />
        <CandidateIdentitySection form={form} clash={saving.clash} listOf={listOf} />
        <CandidateContactSection form={form} />
        <CandidateProfileSection form={form} categories={categories} />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={candidateListHref(kind)}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving.isBusy} disabled={photo.isPreparing}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
      <CandidateDuplicatesModal
        kind={kind}
        matches={saving.matches}
        isSaving={saving.isSaving}
        onClose={saving.closeMatches}
        onConfirm={() => saving.submit(form.getValues(), true)}
      />
    </form>
  );
  if (candidate) return fields;
  // a new candidate: the photo is chosen beside the form and uploaded once the candidate is saved
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <CandidatePhotoDraft photo={photo} disabled={saving.isBusy} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>{fields}</Grid.Col>
    </Grid>
  );
}
