import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { stockOf } from '../../test/checkout-helpers.ts';
import { ledgerMismatches } from '../../test/earnings-helpers.ts';
import { deliveredOrder, type DeliveredOrder } from '../../test/returns-helpers.ts';
import { balanceEntries, jobs, refunds, returnRequests } from '../../db/schema.ts';
import { releaseHeldEarnings } from '../../ledger/release-held-earnings.ts';
import { messages } from '../../../shared/messages.ts';
import type { OrdersPage } from '../../../shared/checkout.ts';

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

/** Two kettles (₦2,500 each) and Lagos delivery, paid in the sandbox and delivered, held `holdDays`. */
const delivered = (holdDays = 3) => deliveredOrder(server, admin, holdDays);

type Delivered = DeliveredOrder;

const open = (d: Delivered, quantity = 1, buyer: Agent = d.buyer) =>
  buyer.post(`/api/orders/${d.order.id}/return`, {
    items: [{ orderItemId: d.item.id, quantity }],
    reason: 'damaged',
    comment: 'The handle came off',
  });

const openedId = async (d: Delivered) => {
  const res = await open(d);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { returnId: string }).returnId;
};

const entriesOf = (orderId: string) =>
  server.db
    .select({ reason: balanceEntries.reason, amountKobo: balanceEntries.amountKobo, pending: balanceEntries.pending })
    .from(balanceEntries)
    .where(eq(balanceEntries.orderId, orderId))
    .orderBy(balanceEntries.createdAt);

const errorMessage = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** The hold of the order is over (its entries' available_at in the past). */
const holdEnds = (orderId: string) =>
  server.db
    .update(balanceEntries)
    .set({ availableAt: sql`${balanceEntries.createdAt} + interval '1 millisecond'` })
    .where(eq(balanceEntries.orderId, orderId));

describe('opening a return request (docs/product.md#returns)', () => {
  it('a customer opens a return on their delivered order while its money is held', async () => {
    const d = await delivered();
    const res = await open(d);
    expect(res.status).toBe(201);
    const view = await (await d.buyer.get(`/api/orders/${d.order.id}/return`)).json();
    expect(view).toMatchObject({ canOpen: false, request: { status: 'open', reason: 'damaged', itemsKobo: 250_000 } });
    expect(view.windowEndsAt).not.toBeNull();
  });

  it('a customer cannot return more than they bought', async () => {
    const d = await delivered();
    const res = await open(d, 3);
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe(messages.returns.tooMany);
  });

  it('an order has one open request at a time', async () => {
    const d = await delivered();
    await openedId(d);
    const res = await open(d);
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe(messages.returns.alreadyOpen);
  });

  it('a return is refused after the window has closed', async () => {
    const d = await delivered();
    await holdEnds(d.order.id);
    const res = await open(d);
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe(messages.returns.windowClosed);
  });

  it('a store with no hold has no return window', async () => {
    const d = await delivered(0);
    const res = await open(d);
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe(messages.returns.noWindow);
    expect(await (await d.buyer.get(`/api/orders/${d.order.id}/return`)).json()).toMatchObject({
      windowEndsAt: null,
      canOpen: false,
    });
  });

  it("another customer cannot open a return on someone else's order", async () => {
    const d = await delivered();
    const res = await open(d, 1, await server.signedIn('customer'));
    expect(res.status).toBe(404);
  });
});

/** The order as its customer's order list (the order cards) has it. */
const listed = async (d: Delivered, customer: Agent = d.buyer) =>
  ((await (await customer.get('/api/orders')).json()) as OrdersPage).orders.find((o) => o.id === d.order.id);

describe("the customer's order list (docs/product.md#returns)", () => {
  it('an order without a return request carries none', async () => {
    const d = await delivered();
    expect((await listed(d))?.returnRequest).toBeNull();
  });

  it('an open request is on the order, with no refund yet', async () => {
    const d = await delivered();
    await openedId(d);
    expect((await listed(d))?.returnRequest).toEqual({ status: 'open', refundKobo: null, refundStatus: null });
  });

  it('after the vendor accepts and the refund is sent, the order says the return was accepted and refunded', async () => {
    const d = await delivered();
    const id = await openedId(d);
    const res = await d.shop.vendor.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 250_000 });
    expect(res.status).toBe(200);
    expect((await listed(d))?.returnRequest).toEqual({
      status: 'accepted',
      refundKobo: 250_000,
      refundStatus: 'pending',
    });
    await server.drainJobs();
    expect((await listed(d))?.returnRequest).toEqual({
      status: 'accepted',
      refundKobo: 250_000,
      refundStatus: 'processed',
    });
  });

  it("another customer's list never shows the order or its return", async () => {
    const d = await delivered();
    await openedId(d);
    expect(await listed(d, await server.signedIn('customer'))).toBeUndefined();
  });
});

describe('deciding a return', () => {
  it('the vendor accepts: one refund is recorded and sent, the debit held with the sale (double click)', async () => {
    const d = await delivered();
    const id = await openedId(d);
    const [first, second] = await Promise.all([
      d.shop.vendor.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 400_000 }),
      d.shop.vendor.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 400_000 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await server.db.select().from(refunds).where(eq(refunds.orderId, d.order.id));
    expect(rows).toMatchObject([{ amountKobo: 400_000, status: 'pending' }]);
    await server.drainJobs();
    const [sent] = await server.db.select().from(refunds).where(eq(refunds.orderId, d.order.id));
    expect(sent!.status).not.toBe('pending');
    const entries = await entriesOf(d.order.id);
    expect(entries.filter((e) => e.reason === 'return_refund')).toEqual([
      { reason: 'return_refund', amountKobo: -400_000, pending: true },
    ]);
    expect(entries.every((e) => e.pending)).toBe(true);
    const view = await (await d.buyer.get(`/api/orders/${d.order.id}/return`)).json();
    expect(view.request).toMatchObject({ status: 'accepted', refundKobo: 400_000 });
  });

  it('"item received back" returns the units to stock once', async () => {
    const d = await delivered();
    const id = await openedId(d);
    expect((await d.shop.vendor.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 250_000 })).status).toBe(200);
    const before = await stockOf(server, d.shop.kettle.id);
    const [first, second] = await Promise.all([
      d.shop.vendor.post(`/api/vendor/returns/${id}/received`),
      d.shop.vendor.post(`/api/vendor/returns/${id}/received`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(server, d.shop.kettle.id)).toBe(before + 1);
  });

  it('a vendor cannot refund more than the customer paid', async () => {
    const d = await delivered();
    const id = await openedId(d);
    const res = await d.shop.vendor.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 10_000_000 });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe(messages.returns.refundTooLarge);
  });

  it("another vendor cannot decide a store's return", async () => {
    const d = await delivered();
    const id = await openedId(d);
    const other = await server.signedIn('vendor');
    const res = await other.post(`/api/vendor/returns/${id}/accept`, { refundKobo: 100 });
    expect(res.status).toBe(404);
  });

  it('declined, escalated by the customer, then accepted by an admin', async () => {
    const d = await delivered();
    const id = await openedId(d);
    const declined = await d.shop.vendor.post(`/api/vendor/returns/${id}/decline`, { reason: 'Used item' });
    expect(declined.status).toBe(200);
    const escalated = await d.buyer.post(`/api/orders/${d.order.id}/return/escalate`);
    expect(escalated.status).toBe(200);
    const listed = (await (await admin.get('/api/admin/returns')).json()) as { returns: { id: string }[] };
    expect(listed.returns.map((r) => r.id)).toContain(id);
    const decided = await admin.post(`/api/admin/returns/${id}/decide`, { decision: 'accept', refundKobo: 500_000 });
    expect(decided.status).toBe(200);
    expect(
      await server.db.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id)),
    ).toEqual([{ status: 'accepted' }]);
    expect(await server.db.select().from(refunds).where(eq(refunds.orderId, d.order.id))).toHaveLength(1);
  });

  it('a vendor cannot decide an escalated return through the admin route', async () => {
    const d = await delivered();
    const id = await openedId(d);
    const res = await d.shop.vendor.post(`/api/admin/returns/${id}/decide`, { decision: 'decline', reason: 'No' });
    expect(res.status).toBe(403);
  });
});

describe('money held while a return is open (decision 0021)', () => {
  it('the release job skips an order with an open request and frees it once the request closes', async () => {
    const d = await delivered();
    const id = await openedId(d);
    await holdEnds(d.order.id);
    await server.db.transaction((tx) => releaseHeldEarnings(tx));
    expect((await entriesOf(d.order.id)).every((e) => e.pending)).toBe(true);
    expect((await d.shop.vendor.post(`/api/vendor/returns/${id}/decline`, { reason: 'Used' })).status).toBe(200);
    expect(
      await server.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'release-held-earnings'), eq(jobs.status, 'pending'))),
    ).not.toHaveLength(0);
    await server.db.transaction((tx) => releaseHeldEarnings(tx));
    expect((await entriesOf(d.order.id)).every((e) => !e.pending)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a release and a return request at the same moment: the money is released or held, never both',
    async () => {
      for (let round = 0; round < 3; round++) {
        const d = await delivered();
        // The hold ends in a moment, so both the release and the request may see it as theirs.
        await server.db
          .update(balanceEntries)
          .set({ availableAt: sql`now() + interval '300 milliseconds'` })
          .where(eq(balanceEntries.orderId, d.order.id));
        await new Promise((r) => setTimeout(r, 250));
        const [res] = await Promise.all([
          open(d),
          server.db.transaction((tx) => releaseHeldEarnings(tx, { now: new Date(Date.now() + 1000) })),
        ]);
        const entries = await entriesOf(d.order.id);
        const requests = await server.db.select().from(returnRequests).where(eq(returnRequests.orderId, d.order.id));
        if (res.status === 201) {
          expect(entries.every((e) => e.pending)).toBe(true);
          expect(requests).toHaveLength(1);
        } else {
          expect(entries.every((e) => !e.pending)).toBe(true);
          expect(requests).toHaveLength(0);
        }
      }
    },
  );
});
