import { candidateCreateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { uploadFile } from '../../../components/files/file-upload';
import { asSchemaInput } from '../../../components/form/use-zod-form';
import { resourceApi } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import type { Draft } from '../../../lib/offline-drafts';
import type { DraftSender, DraftStep } from '../../../lib/offline-sync';
import {
  cvPhotoName,
  type QuickCandidateValues,
  quickCandidatePayload,
} from '../components/candidate-quick-values';

/**
 * Sends a quick candidate capture (docs/decisions.md, "Offline forms") in three steps, each once
 * (its own `Idempotency-Key`, its result recorded on the draft so a resumed send skips it): the
 * candidate, the photo of the CV as a file of the candidate, and that file as one of the
 * candidate's documents.
 */
export const sendCandidateDraft: DraftSender = async (draft, step) => {
  const values = draft.values as QuickCandidateValues;
  const candidate = await once(step, 'candidate', async () => {
    const body = asSchemaInput(candidateCreateSchema, quickCandidatePayload(values));
    return (await resourceApi.create(resources.candidates, body, { idempotencyKey: step.key('main') })).id;
  });
  await sendCvPhoto(draft, step, candidate);
  return { label: [values.names, values.last_name, values.second_name].filter(Boolean).join(' ') };
};

async function sendCvPhoto(draft: Draft, step: DraftStep, candidate: number) {
  const photo = draft.files?.cv;
  if (!photo) return;
  const file = await once(step, 'file', async () => {
    const named = new File([photo], cvPhotoName(photo), { type: photo.type });
    return (
      await uploadFile(
        named,
        { kind: 'document', owner_type: 'candidate', owner_id: candidate },
        step.key('file'),
      )
    ).id;
  });
  await once(step, 'document', async () => {
    const body = { candidate, document: file, notes: i18n.t('candidates.quick.cv_photo_note') };
    return (
      await resourceApi.create(resources['vacancy-documents'], body, { idempotencyKey: step.key('document') })
    ).id;
  });
}

/** A step's id: recorded by an earlier attempt, or done now and recorded. */
async function once(step: DraftStep, name: string, run: () => Promise<number>): Promise<number> {
  const done = step.done(name);
  if (done !== undefined) return done;
  const id = await run();
  await step.record(name, id);
  return id;
}
