import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { deliveredOrder, type DeliveredOrder } from '../test/returns-helpers.ts';
import { ledgerMismatches } from '../test/earnings-helpers.ts';
import { returnRequests } from '../db/schema.ts';
import { RETURNS_PAGE_SIZE } from '../../shared/constants.ts';
import type { ReturnsPage } from '../../shared/schemas/returns.ts';

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

const opened = async (d: DeliveredOrder) => {
  const res = await d.buyer.post(`/api/orders/${d.order.id}/return`, {
    items: [{ orderItemId: d.item.id, quantity: 1 }],
    reason: 'damaged',
    comment: 'Cracked',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { returnId: string }).returnId;
};

const list = async (agent: Agent, path: string): Promise<ReturnsPage> => {
  const res = await agent.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ReturnsPage;
};
const idsAndStatus = (page: ReturnsPage) => page.returns.map((r) => [r.id, r.status]);

/**
 * One store's requests in every state, decided in this order: declined, then accepted, then one
 * declined and escalated, then one declined, escalated and rejected by an admin; one still open.
 */
async function storeWithHistory() {
  const first = await deliveredOrder(server, admin);
  const vendor = first.shop.vendor;
  const ids: Record<'declined' | 'accepted' | 'escalated' | 'rejected' | 'open', string> = {} as never;
  const decline = async (id: string) =>
    expect((await vendor.post(`/api/vendor/returns/${id}/decline`, { reason: 'Used' })).status).toBe(200);

  ids.declined = await opened(first);
  await decline(ids.declined);
  // The store's other orders (kettles again).
  const more = () => deliveredOrder(server, admin, 3, first.shop);
  const a = await more();
  ids.accepted = await opened(a);
  expect((await vendor.post(`/api/vendor/returns/${ids.accepted}/accept`, { refundKobo: 100_000 })).status).toBe(200);
  const e = await more();
  ids.escalated = await opened(e);
  await decline(ids.escalated);
  expect((await e.buyer.post(`/api/orders/${e.order.id}/return/escalate`)).status).toBe(200);
  const r = await more();
  ids.rejected = await opened(r);
  await decline(ids.rejected);
  expect((await r.buyer.post(`/api/orders/${r.order.id}/return/escalate`)).status).toBe(200);
  expect(
    (await admin.post(`/api/admin/returns/${ids.rejected}/decide`, { decision: 'decline', reason: 'Worn' })).status,
  ).toBe(200);
  const o = await more();
  ids.open = await opened(o);
  await server.drainJobs();
  return { vendor, ids };
}

describe('the vendor sees decided requests, not only open ones (docs/product.md#returns)', () => {
  let history: Awaited<ReturnType<typeof storeWithHistory>>;
  beforeAll(async () => {
    history = await storeWithHistory();
  });

  it('the open list is what waits for the vendor: open requests and accepted ones not yet received back', async () => {
    const page = await list(history.vendor, '/api/vendor/returns');
    expect(idsAndStatus(page)).toEqual([
      [history.ids.open, 'open'],
      [history.ids.accepted, 'accepted'],
    ]);
    expect(page.next).toBeNull();
  });

  it('the decided list has every request the store decided, newest decision first', async () => {
    const page = await list(history.vendor, '/api/vendor/returns?view=decided');
    expect(idsAndStatus(page)).toEqual([
      [history.ids.rejected, 'rejected'],
      [history.ids.escalated, 'escalated'],
      [history.ids.accepted, 'accepted'],
      [history.ids.declined, 'declined'],
    ]);
    expect(page.returns.every((r) => r.decidedAt !== null)).toBe(true);
    expect(page.returns[0]).toMatchObject({ declineReason: 'Worn' });
    expect(page.returns[0]!.escalatedAt).not.toBeNull();
  });

  it('an accepted request received back leaves the open list and stays decided', async () => {
    const { vendor, ids } = history;
    expect((await vendor.post(`/api/vendor/returns/${ids.accepted}/received`)).status).toBe(200);
    expect(idsAndStatus(await list(vendor, '/api/vendor/returns'))).toEqual([[ids.open, 'open']]);
    const decided = await list(vendor, '/api/vendor/returns?view=decided');
    expect(decided.returns.find((r) => r.id === ids.accepted)?.receivedAt).not.toBeNull();
  });

  it("another vendor sees none of the store's requests", async () => {
    const other = await server.signedIn('vendor');
    expect((await list(other, '/api/vendor/returns?view=decided')).returns).toEqual([]);
    expect((await list(other, '/api/vendor/returns')).returns).toEqual([]);
  });

  it('the admin decides escalated requests and sees every decided one, newest decision first', async () => {
    const { ids } = history;
    const open = await list(admin, '/api/admin/returns');
    expect(open.returns.map((r) => r.id)).toContain(ids.escalated);
    expect(open.returns.every((r) => r.status === 'escalated')).toBe(true);
    const decided = (await list(admin, '/api/admin/returns?view=decided')).returns.map((r) => r.id);
    expect(decided.indexOf(ids.rejected)).toBeLessThan(decided.indexOf(ids.accepted));
    expect(decided.indexOf(ids.accepted)).toBeLessThan(decided.indexOf(ids.declined));
    expect(decided).not.toContain(ids.escalated);
    expect(decided).not.toContain(ids.open);
  });

  it('a customer cannot read the lists', async () => {
    const customer = await server.signedIn('customer');
    expect((await customer.get('/api/vendor/returns?view=decided')).status).toBe(403);
    expect((await customer.get('/api/admin/returns?view=decided')).status).toBe(403);
  });
});

describe('decided requests come a page at a time', () => {
  it(`pages of ${RETURNS_PAGE_SIZE}, each page's cursor leading to the next, none twice`, async () => {
    const d = await deliveredOrder(server, admin);
    // Declined requests do not hold the order, so one order can have many; their decisions a minute apart.
    const count = RETURNS_PAGE_SIZE + 3;
    await server.db.insert(returnRequests).values(
      Array.from({ length: count }, (_, i) => ({
        orderId: d.order.id,
        customerId: d.buyer.userId,
        status: 'declined' as const,
        reason: 'damaged' as const,
        items: [{ orderItemId: d.item.id, quantity: 1 }],
        itemsKobo: 250_000,
        declineReason: `No ${i}`,
        decidedAt: new Date(Date.UTC(2025, 0, 1, 12, i)),
      })),
    );
    const first = await list(d.shop.vendor, '/api/vendor/returns?view=decided');
    expect(first.returns.map((r) => r.declineReason)).toEqual(
      Array.from({ length: RETURNS_PAGE_SIZE }, (_, i) => `No ${count - 1 - i}`),
    );
    expect(first.next).toBe(first.returns.at(-1)!.id);
    const second = await list(d.shop.vendor, `/api/vendor/returns?view=decided&cursor=${first.next}`);
    expect(second.returns.map((r) => r.declineReason)).toEqual(['No 2', 'No 1', 'No 0']);
    expect(second.next).toBeNull();
  });

  it('a cursor that is not a request id is refused, naming it', async () => {
    const res = await admin.get('/api/admin/returns?view=decided&cursor=nope');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      cursor: 'Invalid page cursor',
    });
  });

  it('a view other than open or decided is refused, naming it', async () => {
    const res = await admin.get('/api/admin/returns?view=all');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      view: 'View must be open or decided',
    });
  });
});

describe("the admin's Needs attention count (docs/product.md#admin-dashboard)", () => {
  const countOf = async (agent: Agent) => {
    const res = await agent.get('/api/admin/returns/escalated-count');
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };

  it('counts the escalated requests waiting for an admin; deciding one takes it off', async () => {
    const before = await countOf(admin);
    const d = await deliveredOrder(server, admin);
    const id = await opened(d);
    expect((await d.shop.vendor.post(`/api/vendor/returns/${id}/decline`, { reason: 'Used' })).status).toBe(200);
    // Declined but not escalated: the customer has not asked Oja yet.
    expect(await countOf(admin)).toBe(before);
    expect((await d.buyer.post(`/api/orders/${d.order.id}/return/escalate`)).status).toBe(200);
    expect(await countOf(admin)).toBe(before + 1);
    const escalated = await server.db.select().from(returnRequests).where(eq(returnRequests.status, 'escalated'));
    expect(await countOf(admin)).toBe(escalated.length);
    const decide = await admin.post(`/api/admin/returns/${id}/decide`, { decision: 'decline', reason: 'Worn' });
    expect(decide.status).toBe(200);
    expect(await countOf(admin)).toBe(before);
  });

  it('a vendor or a customer cannot read it (403), a guest neither (401)', async () => {
    const vendor = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    expect((await vendor.get('/api/admin/returns/escalated-count')).status).toBe(403);
    expect((await customer.get('/api/admin/returns/escalated-count')).status).toBe(403);
    expect((await server.agent().get('/api/admin/returns/escalated-count')).status).toBe(401);
  });
});
