import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { deliveredOrder, returnForm, type DeliveredOrder } from '../test/returns-helpers.ts';
import { jpegWithExif, pngImage } from '../test/images.ts';
import { ledgerMismatches } from '../test/earnings-helpers.ts';
import { balanceEntries, returnRequests } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import type { OrderReturnView, ReturnPhotoView } from '../../shared/schemas/returns.ts';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

const openWith = (d: DeliveredOrder, form: FormData, buyer: Agent = d.buyer) =>
  buyer.request('POST', `/api/orders/${d.order.id}/return`, form, { origin: 'http://oja.test' });

const photosOf = async (d: DeliveredOrder): Promise<ReturnPhotoView[]> => {
  const view = (await (await d.buyer.get(`/api/orders/${d.order.id}/return`)).json()) as OrderReturnView;
  return view.request?.photos ?? [];
};

/** The return photo objects on disk (local storage keeps them under private/returns). */
const storedPhotoFiles = () =>
  readdir(path.join(server.dataDir, 'uploads', 'private', 'returns')).catch(() => [] as string[]);

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('photos on a return request (docs/product.md#returns)', () => {
  it('a customer adds two photos: each is decoded and kept as WebP, a thumbnail and a large width', async () => {
    const d = await deliveredOrder(server, admin);
    const res = await openWith(d, returnForm(d, [{ bytes: await pngImage(2000, 1500) }, { bytes: await pngImage() }]));
    expect(res.status, await res.clone().text()).toBe(201);
    const photos = await photosOf(d);
    expect(photos).toHaveLength(2);
    const large = await d.buyer.get(photos[0]!.url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    expect(large.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 960,
    });
    const thumb = await sharp(Buffer.from(await (await d.buyer.get(photos[0]!.thumbUrl)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 240, height: 180 });
    expect(photos[0]).toMatchObject({ width: 1280, height: 960 });
  });

  it("a photo's metadata (camera, location) is not kept", async () => {
    const d = await deliveredOrder(server, admin);
    const form = returnForm(d, [{ bytes: await jpegWithExif(), name: 'lid.jpg', type: 'image/jpeg' }]);
    expect((await openWith(d, form)).status).toBe(201);
    const [photo] = await photosOf(d);
    const stored = await sharp(Buffer.from(await (await d.buyer.get(photo!.url)).arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
  });

  it('more than 3 photos are refused, naming the photos, and nothing is written', async () => {
    const d = await deliveredOrder(server, admin);
    const before = await storedPhotoFiles();
    const png = await pngImage();
    const res = await openWith(
      d,
      returnForm(
        d,
        [png, png, png, png].map((bytes) => ({ bytes })),
      ),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.returns.tooManyPhotos,
      fields: { photos: messages.returns.tooManyPhotos },
    });
    expect(await server.db.select().from(returnRequests).where(eq(returnRequests.orderId, d.order.id))).toEqual([]);
    expect(await storedPhotoFiles()).toEqual(before);
  });

  it('a file that is not an image is refused, naming the photos, and nothing is written', async () => {
    const d = await deliveredOrder(server, admin);
    const before = await storedPhotoFiles();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await openWith(
      d,
      returnForm(d, [{ bytes: await pngImage() }, { bytes: fake, name: 'lid.png', type: 'image/png' }]),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.upload.notAnImage,
      fields: { photos: messages.upload.notAnImage },
    });
    expect(await server.db.select().from(returnRequests).where(eq(returnRequests.orderId, d.order.id))).toEqual([]);
    expect(await storedPhotoFiles()).toEqual(before);
  });

  it('a request refused after its window closed writes no photo', async () => {
    const d = await deliveredOrder(server, admin);
    await server.db
      .update(balanceEntries)
      .set({ availableAt: sql`${balanceEntries.createdAt} + interval '1 millisecond'` })
      .where(eq(balanceEntries.orderId, d.order.id));
    const before = await storedPhotoFiles();
    const res = await openWith(d, returnForm(d, [{ bytes: await pngImage() }]));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.returns.windowClosed);
    expect(await storedPhotoFiles()).toEqual(before);
  });

  it("another customer sending photos to someone else's order is told it does not exist", async () => {
    const d = await deliveredOrder(server, admin);
    const res = await openWith(d, returnForm(d, [{ bytes: await pngImage() }]), await server.signedIn('customer'));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.orders.notFound);
  });

  it('the form names a field it does not know', async () => {
    const d = await deliveredOrder(server, admin);
    const form = returnForm(d, []);
    form.append('avatar', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'a.png');
    const res = await openWith(d, form);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ avatar: 'Unknown field: avatar' });
  });
});

describe('who may see the photos of a return request', () => {
  let d: DeliveredOrder;
  let photo: ReturnPhotoView;
  beforeAll(async () => {
    d = await deliveredOrder(server, admin);
    expect((await openWith(d, returnForm(d, [{ bytes: await pngImage() }]))).status).toBe(201);
    [photo] = (await photosOf(d)) as [ReturnPhotoView];
  });

  it('the customer whose order it is, in both widths', async () => {
    expect((await d.buyer.get(photo.thumbUrl)).status).toBe(200);
    expect((await d.buyer.get(photo.url)).status).toBe(200);
  });

  it("the store's owner, on the request in their list", async () => {
    const list = (await (await d.shop.vendor.get('/api/vendor/returns')).json()) as {
      returns: { photos: ReturnPhotoView[] }[];
    };
    expect(list.returns[0]!.photos).toEqual([photo]);
    expect((await d.shop.vendor.get(photo.thumbUrl)).status).toBe(200);
  });

  it('an admin', async () => {
    expect((await admin.get(photo.url)).status).toBe(200);
  });

  it('another customer is told the request does not exist', async () => {
    const res = await (await server.signedIn('customer')).get(photo.url);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.returns.notFound);
  });

  it('another vendor is told the request does not exist', async () => {
    const res = await (await server.signedIn('vendor')).get(photo.thumbUrl);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.returns.notFound);
  });

  it('a signed-out visitor must sign in', async () => {
    expect((await server.agent().get(photo.url)).status).toBe(401);
  });

  it('the public uploads route never serves a return photo, even by its stored name', async () => {
    const [row] = await server.db
      .select({ photos: returnRequests.photos })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, d.order.id));
    const key = row!.photos[0]!.large.key;
    expect(key).toMatch(/^private\/returns\//);
    expect((await d.buyer.get(`/uploads/${key}`)).status).toBe(404);
    expect((await admin.get(`/uploads/${encodeURIComponent(key)}`)).status).toBe(404);
  });

  it('a photo id the request does not have is not found', async () => {
    const res = await d.buyer.get(`/api/returns/${photo.url.split('/')[3]}/photos/0123456789ab-1700000000000/large`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.returns.photoNotFound);
  });

  it('a size other than thumb or large is refused, naming it', async () => {
    const res = await d.buyer.get(photo.url.replace(/large$/, 'huge'));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ size: 'Size must be thumb or large' });
  });
});
