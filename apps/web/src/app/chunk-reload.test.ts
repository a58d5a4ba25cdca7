import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the failed chunk loads of the browsers', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/page-abc.js', // Chromium
      'error loading dynamically imported module: http://x/assets/page-abc.js', // Firefox
      'Importing a module script failed.', // Safari
      'Loading chunk 12 failed.',
      'ChunkLoadError',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('reloadOnceForChunk (docs/domain.md: at most once per 60 s)', () => {
  const t0 = 1_800_000_000_000;

  it('reloads the first time', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(t0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 60 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(t0, reload)).toBe(true);
    expect(reloadOnceForChunk(t0 + 1, reload)).toBe(false);
    expect(reloadOnceForChunk(t0 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 seconds have passed, then throttles from that time', () => {
    const reload = vi.fn();
    reloadOnceForChunk(t0, reload);
    expect(reloadOnceForChunk(t0 + 60_000, reload)).toBe(true);
    expect(reloadOnceForChunk(t0 + 90_000, reload)).toBe(false);
    expect(reloadOnceForChunk(t0 + 120_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('remembers the last reload across page loads (session storage)', () => {
    reloadOnceForChunk(t0, vi.fn());
    expect(sessionStorage.getItem('hr_tecma_chunk_reload')).toBe(String(t0));
    // a fresh page of the same tab reads the same storage
    const reload = vi.fn();
    expect(reloadOnceForChunk(t0 + 10_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
