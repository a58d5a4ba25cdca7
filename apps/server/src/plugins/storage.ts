import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open as fsOpen, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, StorageConfig } from '../config';

/** Where file bytes live; metadata lives in FileRecord. Local disk or an S3-compatible bucket (STORAGE). */
export type Storage = {
  kind: string;
  /** Stores the stream under a key the server generates; no user input reaches the path. */
  put: (source: Readable, extension: string) => Promise<{ key: string; size: number }>;
  /** The bytes as a stream once the file is found; null when nothing is stored under the key. */
  open: (key: string) => Promise<Readable | null>;
  /** Removes the bytes; a key with nothing stored under it is no error. */
  remove: (key: string) => Promise<void>;
  /** Releases connections (the app's onClose). */
  close?: () => void;
};

const safeKey = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

function checkedKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** `YYYY/MM/<uuid>.<ext>`: the same keys on every backend, so files can move between them. */
function newKey(extension: string): string {
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${folder}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    kind: `local:${root}`,
    async put(source, extension) {
      const key = newKey(extension);
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await pipeline(source, createWriteStream(pathOf(key), { flags: 'wx' }));
      const { size } = await stat(pathOf(key));
      return { key, size };
    },
    async open(key) {
      // opened first, so a missing file is known before anything is sent
      const handle = await fsOpen(pathOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return handle ? handle.createReadStream() : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

type S3Options = Extract<StorageConfig, { kind: 's3' }>;

/** An S3 "no such object" answer (GetObject's NoSuchKey; some servers answer DeleteObject with 404). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under the same keys as on disk (docs/operations.md#file-storage).
 * Uploads are already whole in memory (UPLOAD_MAX_MB), so `put` sends one PutObject.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // only the checksums S3 requires: not every S3-compatible server takes the SDK's default CRC32
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    kind: `s3:${Bucket}`,
    async put(source, extension) {
      const key = newKey(extension);
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const body = Buffer.concat(chunks);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
      return { key, size: body.length };
    },
    async open(key) {
      const Key = checkedKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(res.Body instanceof Readable)) throw new Error(`storage answered no stream for ${Key}`);
        return res.Body;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    close: () => client.destroy(),
  };
}

const storages = new WeakMap<object, Storage>();

/**
 * The storage of a configuration (STORAGE): `DATA_DIR/files` or the S3 bucket. One per
 * configuration, so the app and the clean-ups after a commit share it (and its connections).
 */
export function storageFor(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  const known = storages.get(config);
  if (known) return known;
  const storage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(join(config.dataDir, 'files'));
  storages.set(config, storage);
  return storage;
}

/** Closes the storage of a configuration (the app's onClose); the next `storageFor` opens a new one. */
export function releaseStorage(config: Pick<Config, 'dataDir' | 'storage'>) {
  const storage = storages.get(config);
  storages.delete(config);
  storage?.close?.();
}
