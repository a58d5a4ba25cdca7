import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../config';
import { fileRecords } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeFileRecord, pdfBytes } from '../test/factories';
import { createLocalStorage, createS3Storage, type Storage } from './storage';

// A real S3-compatible server (s3rver) on a free local port, its objects in a temp dir
// (docs/operations.md#file-storage).
const bucket = 'rp-files';
let server: S3rver;
let dir: string;
let s3: Extract<StorageConfig, { kind: 's3' }>;
let storage: Storage;
let client: S3Client;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rp-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  s3 = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver checks signatures made with these
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  storage = createS3Storage(s3);
  client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
  t = await buildTestApp({ storage: s3 });
});

afterAll(async () => {
  await t?.close();
  storage?.close?.();
  client?.destroy();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const exists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
const missingKey = '2026/01/00000000-0000-4000-8000-000000000000.pdf';

describe('S3 storage', () => {
  it('stores, reads back and removes the same bytes under a server-made key', async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.from([0, 255, 10, 13])]);
    const { key, size } = await storage.put(Readable.from(bytes), 'P.D F');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(size).toBe(bytes.length);
    expect(await exists(key)).toBe(true);
    const stream = await storage.open(key);
    expect(stream && (await buffer(stream)).equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(await exists(key)).toBe(false);
    expect(storage.kind).toBe(`s3:${bucket}`);
  });

  it('opening a missing object gives nothing, as with a missing local file', async () => {
    const local = mkdtempSync(join(tmpdir(), 'rp-local-'));
    try {
      for (const backend of [storage, createLocalStorage(local)])
        expect(await backend.open(missingKey)).toBeNull();
    } finally {
      rmSync(local, { recursive: true, force: true });
    }
  });

  it('removing a missing object is no error; a key the server did not make is refused', async () => {
    await expect(storage.remove(missingKey)).resolves.toBeUndefined();
    for (const key of ['../etc/passwd', '2026/01/x.pdf', `${missingKey}/..`, '']) {
      await expect(storage.open(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('the API on S3 storage (STORAGE=s3)', () => {
  const keyOf = async (id: unknown) => {
    const [row] = await t.database.db
      .select({ key: fileRecords.document })
      .from(fileRecords)
      .where(eq(fileRecords.id, Number(id)));
    return String(row?.key);
  };
  const download = (id: unknown) =>
    t.request({ method: 'GET', url: `/api/file-records/${id}/download/`, token: t.adminToken });

  it('uploads into the bucket, downloads the same bytes, deletes them with the record', async () => {
    expect(t.app.storage.kind).toBe(`s3:${bucket}`);
    const file = await makeFileRecord(t, { filename: 'contrato.pdf' });
    const key = await keyOf(file.id);
    expect(await exists(key)).toBe(true);
    const res = await download(file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdfBytes())).toBe(true);

    const del = await t.request({
      method: 'DELETE',
      url: `/api/file-records/${file.id}/`,
      token: t.adminToken,
    });
    expect(del.statusCode).toBe(204);
    expect(await exists(key)).toBe(false);
  });

  it('a record whose object is gone answers 404 (as a local file gone), and the server goes on', async () => {
    const file = await makeFileRecord(t);
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: await keyOf(file.id) }));
    const res = await download(file.id);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const other = await makeFileRecord(t);
    expect((await download(other.id)).statusCode).toBe(200);
  });
});

describe('STORAGE=s3 configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), STORAGE: 's3', S3_BUCKET: 'rp-files', S3_REGION: 'eu-west-1' };
  const load = (env: Record<string, string>) => loadConfig(env, { dataDir: '/tmp' }).storage;

  it('is local by default and reads the S3 variables', () => {
    expect(load({ JWT_SECRET: 'x'.repeat(40) })).toEqual({ kind: 'local' });
    expect(
      load({
        ...base,
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'very-secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'rp-files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'very-secret' },
      forcePathStyle: true,
    });
    // no keys: the SDK's own credentials (environment, instance role)
    expect(load(base)).toMatchObject({ endpoint: undefined, credentials: undefined, forcePathStyle: false });
  });

  it('stops the start with a message naming what is missing or wrong, never the secret', () => {
    expect(() => load({ ...base, STORAGE: 'ftp' })).toThrow(/STORAGE must be local or s3/);
    expect(() => load({ ...base, S3_BUCKET: '' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => load({ ...base, S3_REGION: ' ' })).toThrow(/STORAGE=s3 needs S3_REGION/);
    expect(() => load({ ...base, S3_BUCKET: 'Mis_Archivos' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => load({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => load({ ...base, S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(/set both or neither/);
    let message = '';
    try {
      load({ ...base, S3_SECRET_ACCESS_KEY: 'very-secret' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/set both or neither/);
    expect(message).not.toContain('very-secret');
  });
});
