import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { type Draft, newDraftId, offlineDrafts } from './offline-drafts';
import { flushDrafts, registerDraftSender } from './offline-sync';

/** Offline drafts (docs/decisions.md, "Offline forms"): kept per user, sent in order, each once. */

const save = (user: number, over: Partial<Draft> = {}) =>
  offlineDrafts.put({
    id: newDraftId(),
    user,
    kind: 'vacancy',
    variant: 'clients',
    state: 'pending',
    values: { position: 'Analista' },
    ...over,
  });

describe('offline drafts', () => {
  it('a user sees only their drafts, oldest first', async () => {
    const first = await save(1, { values: { position: 'Primera' } });
    await save(2);
    const second = await save(1, { values: { position: 'Segunda' }, created_at: first.created_at + 1 });
    expect((await offlineDrafts.list(1)).map((draft) => draft.id)).toEqual([first.id, second.id]);
    expect(await offlineDrafts.get(2, first.id)).toBeNull();
    await offlineDrafts.remove(2, first.id);
    expect(await offlineDrafts.get(1, first.id)).not.toBeNull();
    await expect(offlineDrafts.put({ ...first, user: 2 })).rejects.toThrow();
  });

  it('sends pending drafts in order with one key each, and a second flush sends nothing', async () => {
    const sentKeys: string[] = [];
    registerDraftSender('vacancy', async (draft, step) => {
      sentKeys.push(step.key('main'));
      return { label: String(draft.values.position) };
    });
    const a = await save(3, { values: { position: 'A' } });
    const b = await save(3, { values: { position: 'B' }, created_at: a.created_at + 1 });
    await save(3, { state: 'editing' });
    const result = await flushDrafts(3);
    expect(result.sent.map((sent) => sent.label)).toEqual(['A', 'B']);
    expect(sentKeys).toEqual([`${a.id}-main`, `${b.id}-main`]);
    expect((await offlineDrafts.list(3)).map((draft) => draft.state)).toEqual(['editing']);
    expect((await flushDrafts(3)).sent).toEqual([]);
    expect(sentKeys).toHaveLength(2);
  });

  it('keeps a refused draft with the answer, and stops at a lost connection', async () => {
    registerDraftSender('vacancy', async (draft) => {
      if (draft.values.position === 'bad') throw new ApiError(400, { quantity: ['Debe ser mayor que 0'] });
      throw new NetworkError(new TypeError('Failed to fetch'));
    });
    const bad = await save(4, { values: { position: 'bad' } });
    const later = await save(4, { values: { position: 'later' }, created_at: bad.created_at + 1 });
    const result = await flushDrafts(4);
    expect(result.refused.map((draft) => draft.id)).toEqual([bad.id]);
    expect(result.stopped).toBe(true);
    expect(await offlineDrafts.get(4, bad.id)).toMatchObject({
      state: 'refused',
      refusal: { status: 400, data: { quantity: ['Debe ser mayor que 0'] } },
    });
    expect(await offlineDrafts.get(4, later.id)).toMatchObject({ state: 'pending' });
  });

  it('a resumed send skips the steps already done', async () => {
    let creations = 0;
    let uploads = 0;
    registerDraftSender('candidate', async (_draft, step) => {
      if (step.done('candidate') === undefined) {
        creations += 1;
        await step.record('candidate', 77);
      }
      uploads += 1;
      if (uploads === 1) throw new NetworkError(new TypeError('Failed to fetch'));
      return { label: 'Ana' };
    });
    const draft = await save(5, { kind: 'candidate' });
    expect((await flushDrafts(5)).stopped).toBe(true);
    expect(await offlineDrafts.get(5, draft.id)).toMatchObject({ steps: { candidate: 77 } });
    expect((await flushDrafts(5)).sent).toHaveLength(1);
    expect(creations).toBe(1);
    expect(uploads).toBe(2);
  });
});
