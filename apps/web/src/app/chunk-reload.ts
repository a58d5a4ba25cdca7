const key = 'hr_tecma_chunk_reload';

/** docs/domain.md#pages-menu-and-the-browser: a failed chunk load reloads the page, at most once per 60 seconds. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}

export function reloadOnceForChunk(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < 60_000) return false;
  sessionStorage.setItem(key, String(now));
  reload();
  return true;
}
