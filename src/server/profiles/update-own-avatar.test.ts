import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { jpegWithExif, pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('avatar upload', () => {
  it('stores a real image as WebP under avatars/<user id>/ and serves it with cache control 3600', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.upload('/api/profile/avatar', await pngImage(300, 200));
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: { avatarUrl: string } };
    expect(profile.avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${customer.userId}/[0-9a-f]{12}-\\d{13}\\.webp$`));
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBe(profile.avatarUrl);

    const served = await server.agent().get(profile.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('strips metadata from uploaded photos', async () => {
    const customer = await server.signedIn('customer');
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await customer.upload('/api/profile/avatar', original, 'me.jpg', 'image/jpeg');
    const { profile } = (await res.json()) as { profile: { avatarUrl: string } };
    const stored = Buffer.from(await (await server.agent().get(profile.avatarUrl)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('refuses a text file renamed .png and keeps the old avatar', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.upload(
      '/api/profile/avatar',
      new TextEncoder().encode('hello, not an image'),
      'cat.png',
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.upload.notAnImage,
      fields: { file: messages.upload.notAnImage },
    });
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBeNull();
  });

  it('refuses an image over 5 MB', async () => {
    const customer = await server.signedIn('customer');
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await customer.upload('/api/profile/avatar', big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(messages.upload.tooLarge);
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBeNull();
  });

  it('refuses a request without a file, naming the field', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.request('POST', '/api/profile/avatar', new FormData());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ file: messages.upload.missing });
  });

  it('never overwrites: a second upload gets a new name and the first file stays', async () => {
    const customer = await server.signedIn('customer');
    const first = (
      (await (await customer.upload('/api/profile/avatar', await pngImage())).json()) as {
        profile: { avatarUrl: string };
      }
    ).profile.avatarUrl;
    const second = (
      (await (await customer.upload('/api/profile/avatar', await pngImage())).json()) as {
        profile: { avatarUrl: string };
      }
    ).profile.avatarUrl;
    expect(second).not.toBe(first);
    expect((await server.agent().get(first)).status).toBe(200);
    const files = await readdir(path.join(server.dataDir, 'uploads', 'avatars', customer.userId));
    expect(files).toHaveLength(2);
  });

  it('a signed-out visitor cannot upload an avatar', async () => {
    const res = await server.agent().upload('/api/profile/avatar', await pngImage());
    expect(res.status).toBe(401);
  });

  it('an upload from another site is refused', async () => {
    const customer = await server.signedIn('customer');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'a.png');
    const res = await customer.request('POST', '/api/profile/avatar', form, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBeNull();
  });

  it('does not serve paths outside the uploads folder', async () => {
    expect((await server.agent().get('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers a malformed escape in an upload path with 404, not 500', async () => {
    const res = await server.agent().get('/uploads/%zz');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });
});
