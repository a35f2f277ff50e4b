import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { jpegWithExif, pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';
import { UPLOAD_RATE_LIMIT } from '../../shared/constants.ts';

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

  it('refuses a 6000 × 6000 image (36 megapixels), however small the file, naming the field', async () => {
    const customer = await server.signedIn('customer');
    const flat = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(1024 * 1024);
    const res = await customer.upload('/api/profile/avatar', flat);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.upload.tooManyPixels,
      fields: { file: messages.upload.tooManyPixels },
    });
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBeNull();
  });

  it('refuses a 6000 × 4000 PNG (24 megapixels) of a few KB before decoding it, naming the field and the limit', async () => {
    const customer = await server.signedIn('customer');
    const flat = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(100 * 1024);
    const refusal = {
      code: 'invalid_input',
      message: 'Image is too large: at most 16 megapixels (for example 4608 × 3456 pixels)',
      fields: { file: 'Image is too large: at most 16 megapixels (for example 4608 × 3456 pixels)' },
    };
    const res = await customer.upload('/api/profile/avatar', flat);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal);
    // Its header alone, with no pixels to decode, is refused the same way: only the header was read.
    const headerOnly = await customer.upload('/api/profile/avatar', flat.subarray(0, 200));
    expect(headerOnly.status).toBe(400);
    expect(await errorOf(headerOnly)).toEqual(refusal);
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBeNull();
  });

  it('accepts a 4608 × 3456 phone photo (16 megapixels)', async () => {
    const customer = await server.signedIn('customer');
    const photo = await sharp({ create: { width: 4608, height: 3456, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const res = await customer.upload('/api/profile/avatar', photo, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
  });

  it('refuses uploads past the per-user limit with 429 and a message, and keeps the last avatar', async () => {
    const customer = await server.signedIn('customer');
    const image = await pngImage(8, 8);
    let last = '';
    for (let i = 0; i < UPLOAD_RATE_LIMIT.imagesPerUser; i++) {
      const res = await customer.upload('/api/profile/avatar', image);
      expect(res.status).toBe(200);
      last = ((await res.json()) as { profile: { avatarUrl: string } }).profile.avatarUrl;
    }
    const blocked = await customer.upload('/api/profile/avatar', image);
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ code: 'rate_limited', message: messages.upload.tooManyUploads });
    expect((await server.profileOf(customer.userId))?.avatarUrl).toBe(last);

    const someoneElse = await server.signedIn('customer');
    expect((await someoneElse.upload('/api/profile/avatar', image)).status).toBe(200);
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
