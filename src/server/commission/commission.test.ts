import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { messages } from '../../shared/messages.ts';
import type { CommissionSettings } from './read-commission-rules.ts';

const m = messages.commission;
let server: TestServer;
let make: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  await server.close();
});

const rate = (percentBp: number, flatKobo = 0, floorKobo: number | null = null, capKobo: number | null = null) => ({
  percentBp,
  flatKobo,
  floorKobo,
  capKobo,
});
const read = async () => (await (await admin.get('/api/admin/commission')).json()) as CommissionSettings;

describe('the commission rules (docs/product.md#commission)', () => {
  it('start at no commission, not charged on delivery fees, without overrides', async () => {
    const fresh = await startTestServer();
    try {
      const res = await (await fresh.signedIn('admin')).get('/api/admin/commission');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        platform: { ...rate(0), chargeDeliveryFees: false },
        categories: [],
        stores: [],
      });
    } finally {
      await fresh.close();
    }
  });

  it('an admin sets the platform default and the delivery-fee setting', async () => {
    const res = await admin.request('PUT', '/api/admin/commission/platform', {
      ...rate(1250, 5_000, 10_000, 500_000),
      chargeDeliveryFees: true,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CommissionSettings).platform).toEqual({
      ...rate(1250, 5_000, 10_000, 500_000),
      chargeDeliveryFees: true,
    });
    const back = await admin.request('PUT', '/api/admin/commission/platform', {
      ...rate(0),
      chargeDeliveryFees: false,
    });
    expect(((await back.json()) as CommissionSettings).platform).toEqual({ ...rate(0), chargeDeliveryFees: false });
  });

  it('an admin adds, edits and removes a category override, listed with the category’s name', async () => {
    const category = await make.category({ name: 'Phones and tablets' });
    const path = `/api/admin/commission/categories/${category.id}`;
    expect((await admin.request('PUT', path, rate(500))).status).toBe(200);
    expect((await read()).categories).toContainEqual({
      categoryId: category.id,
      categoryName: 'Phones and tablets',
      ...rate(500),
    });
    const edited = await admin.request('PUT', path, rate(750, 2_000, null, 100_000));
    expect(
      ((await edited.json()) as CommissionSettings).categories.filter((c) => c.categoryId === category.id),
    ).toEqual([{ categoryId: category.id, categoryName: 'Phones and tablets', ...rate(750, 2_000, null, 100_000) }]);
    const removed = await admin.request('DELETE', path);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as CommissionSettings).categories.map((c) => c.categoryId)).not.toContain(
      category.id,
    );
    const again = await admin.request('DELETE', path);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(m.overrideNotFound);
  });

  it('an admin adds, edits and removes a store override; removing the store removes it', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId, { name: 'Mama Ngozi Fabrics' });
    const path = `/api/admin/commission/stores/${store.id}`;
    expect((await admin.request('PUT', path, rate(300))).status).toBe(200);
    expect((await read()).stores).toContainEqual({ storeId: store.id, storeName: 'Mama Ngozi Fabrics', ...rate(300) });
    expect((await admin.request('PUT', path, rate(0, 10_000))).status).toBe(200);
    expect((await read()).stores.find((s) => s.storeId === store.id)).toMatchObject(rate(0, 10_000));
    expect((await admin.request('DELETE', path)).status).toBe(200);
    expect((await read()).stores.map((s) => s.storeId)).not.toContain(store.id);
  });

  it('an override for a category or store that does not exist is a 404', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const category = await admin.request('PUT', `/api/admin/commission/categories/${nobody}`, rate(100));
    expect([category.status, (await errorOf(category)).message]).toEqual([404, m.categoryNotFound]);
    const store = await admin.request('PUT', `/api/admin/commission/stores/${nobody}`, rate(100));
    expect([store.status, (await errorOf(store)).message]).toEqual([404, m.storeNotFound]);
  });

  it('refuses a wrong rate, naming the field, and changes nothing', async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...rate(10_001) }, 'percentBp', m.percentInvalid],
      [{ ...rate(-1) }, 'percentBp', m.percentInvalid],
      [{ ...rate(12.5) }, 'percentBp', m.percentInvalid],
      [{ ...rate(100, -1) }, 'flatKobo', m.flatInvalid],
      [{ ...rate(100, 1.5) }, 'flatKobo', m.flatInvalid],
      [{ ...rate(100, 0, -5) }, 'floorKobo', m.floorInvalid],
      [{ ...rate(100, 0, null, -5) }, 'capKobo', m.capInvalid],
      [{ ...rate(100, 0, 5_000, 4_999) }, 'floorKobo', m.floorAboveCap],
      [{ ...rate(100), capKobo: 'lots' }, 'capKobo', m.capInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.request('PUT', '/api/admin/commission/platform', { ...body, chargeDeliveryFees: false });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).fields, JSON.stringify(body)).toMatchObject({ [field]: message });
    }
    const category = await make.category();
    const res = await admin.request('PUT', `/api/admin/commission/categories/${category.id}`, rate(100, 0, 9, 8));
    expect((await errorOf(res)).fields).toEqual({ floorKobo: m.floorAboveCap });
    const missing = await admin.request('PUT', '/api/admin/commission/platform', rate(100));
    expect((await errorOf(missing)).fields).toHaveProperty('chargeDeliveryFees');
    expect(await read()).toEqual(before);
  });

  it('a vendor and a customer cannot read or change the rules (403), a guest must sign in (401)', async () => {
    const category = await make.category();
    const store = await make.store((await server.signedIn('vendor')).userId);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/commission'],
      ['PUT', '/api/admin/commission/platform', { ...rate(9_000), chargeDeliveryFees: true }],
      ['PUT', `/api/admin/commission/categories/${category.id}`, rate(9_000)],
      ['DELETE', `/api/admin/commission/categories/${category.id}`],
      ['PUT', `/api/admin/commission/stores/${store.id}`, rate(9_000)],
      ['DELETE', `/api/admin/commission/stores/${store.id}`],
      ['GET', '/api/admin/commission.csv'],
    ];
    const before = await read();
    for (const role of ['vendor', 'customer'] as const) {
      const actor = await server.signedIn(role);
      for (const [method, path, body] of calls) {
        expect((await actor.request(method, path, body)).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    for (const [method, path, body] of calls) {
      expect((await server.agent().request(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
    }
    expect(await read()).toEqual(before);
  });
});
