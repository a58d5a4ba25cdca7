import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live; metadata lives in FileRecord. An S3 backend would implement the same. */
export type Storage = {
  kind: string;
  /** Stores the stream under a key the server generates; no user input reaches the path. */
  put: (source: Readable, extension: string) => Promise<{ key: string; size: number }>;
  get: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

const safeKey = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    kind: `local:${root}`,
    async put(source, extension) {
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const ext = extension
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8);
      const key = `${folder}/${randomUUID()}${ext ? `.${ext}` : ''}`;
      await mkdir(join(root, folder), { recursive: true });
      await pipeline(source, createWriteStream(pathOf(key), { flags: 'wx' }));
      const { size } = await stat(pathOf(key));
      return { key, size };
    },
    get: (key) => createReadStream(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The storage of a configuration: files under `DATA_DIR/files` (the app and clean-ups share it). */
export function storageFor(config: { dataDir: string }): Storage {
  return createLocalStorage(join(config.dataDir, 'files'));
}
