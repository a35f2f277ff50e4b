import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { createLocalStorage, createS3Storage, isPrivateKey, isSafeKey, ObjectExistsError } from './storage.ts';

describe('local storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'oja-storage-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('never overwrites an existing object', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('avatars/abc-1.webp', Buffer.from('first'), 'image/webp');
    await expect(storage.put('avatars/abc-1.webp', Buffer.from('second'), 'image/webp')).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    expect((await storage.read!('avatars/abc-1.webp'))?.toString()).toBe('first');
  });

  it('refuses keys that could leave the uploads folder', () => {
    expect(isSafeKey('products/abc-123-400w.webp')).toBe(true);
    expect(isSafeKey('../etc/passwd.webp')).toBe(false);
    expect(isSafeKey('/abs/path.webp')).toBe(false);
    expect(isSafeKey('products/x.html')).toBe(false);
  });
});

describe('S3-compatible storage (against a local S3 server)', () => {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'oja-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'oja-uploads', configs: [] }],
    });
    const address = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts an object with its content type and cache control, and returns its public URL', async () => {
    const storage = createS3Storage({
      bucket: 'oja-uploads',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
      forcePathStyle: true,
    });
    const url = await storage.put(
      'products/abc123-1700000000000-400w.webp',
      Buffer.from('RIFF-webp-bytes'),
      'image/webp',
    );
    expect(url).toBe(`${endpoint}/oja-uploads/products/abc123-1700000000000-400w.webp`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe('RIFF-webp-bytes');
  });

  it('reads an object back (private objects are served through the API), and null for a missing one', async () => {
    const storage = createS3Storage({
      bucket: 'oja-uploads',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
      forcePathStyle: true,
    });
    await storage.put('private/returns/abc123-1700000000000-240w.webp', Buffer.from('thumb-bytes'), 'image/webp');
    expect((await storage.read!('private/returns/abc123-1700000000000-240w.webp'))?.toString()).toBe('thumb-bytes');
    expect(await storage.read!('private/returns/missing-1700000000000-240w.webp')).toBeNull();
  });
});

describe('private keys', () => {
  it('are the ones under private/', () => {
    expect(isPrivateKey('private/returns/abc-1-240w.webp')).toBe(true);
    expect(isPrivateKey('products/abc-1-400w.webp')).toBe(false);
  });
});
