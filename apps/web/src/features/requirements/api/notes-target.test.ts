import { describe, expect, it } from 'vitest';
import { candidateNames, hasCandidateNotes, notesBody, notesFilter } from './notes-target';

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

describe('candidateNames', () => {
  it('maps each candidate to its name once', () => {
    const names = candidateNames([
      { candidate: 3, candidate_name: 'Ana López' },
      { candidate: 5, candidate_name: 'Luis Pérez' },
      { candidate: 3, candidate_name: 'Ana López' },
    ]);
    expect([...names]).toEqual([
      [3, 'Ana López'],
      [5, 'Luis Pérez'],
    ]);
  });

  it('is empty without assignments', () => {
    expect(candidateNames([]).size).toBe(0);
  });
});

describe('hasCandidateNotes', () => {
  it('tells whether some note belongs to a candidate', () => {
    expect(hasCandidateNotes([{ candidate: null }, { candidate: null }])).toBe(false);
    expect(hasCandidateNotes([{ candidate: null }, { candidate: 4 }])).toBe(true);
    expect(hasCandidateNotes([])).toBe(false);
  });
});
