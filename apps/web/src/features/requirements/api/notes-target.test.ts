import { describe, expect, it } from 'vitest';
import { notesBody, notesFilter, notesTargetOf } from './notes-target';

describe('notesFilter', () => {
  it('lists every note of the requirement without a candidate', () => {
    expect(notesFilter({ requeriment: 7 })).toEqual({ requeriment: 7 });
  });

  it('narrows to one candidate of the requirement', () => {
    expect(notesFilter({ requeriment: 7, candidate: 3 })).toEqual({ requeriment: 7, candidate: 3 });
  });
});

describe('notesBody', () => {
  it('creates requirement notes with no candidate', () => {
    expect(notesBody({ requeriment: 7 })).toEqual({ requeriment: 7, candidate: null });
  });

  it('creates assignment notes with the requirement and the candidate', () => {
    expect(notesBody({ requeriment: 7, candidate: 3 })).toEqual({ requeriment: 7, candidate: 3 });
  });
});

describe('notesTargetOf', () => {
  it('takes the requirement and the candidate of a panel', () => {
    expect(notesTargetOf({ requirementId: 7 })).toEqual({ requeriment: 7, candidate: undefined });
    expect(notesTargetOf({ requirementId: 7, candidateId: 3, bare: true })).toEqual({
      requeriment: 7,
      candidate: 3,
    });
  });
});
