import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeQuotedPrintable, errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import { ordersOf, paymentRow, placeCheckout, trackingOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { SANDBOX_UNDERPAY_KOBO } from '../../payments/providers/sandbox.ts';
import { paymentIssues, platformCosts, refunds, sandboxTransactions } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentIssueView } from '../../../shared/checkout.ts';

/**
 * An admin accepts a payment the provider reported short (docs/product.md#needs-attention): the
 * checkout completes as if paid in full, its orders are paid, and the shortfall is the
 * marketplace's own cost; once, and only while the payment still waits.
 */
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  await server.close();
});

const NOTE = 'The bank took its fee from the transfer; accepted';

/** A shopper's checkout of two kettles paid ₦100 short in the sandbox, and its open issue. */
async function shortPaid(options: { currency?: string } = {}) {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
  expect((await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=underpay`)).status).toBe(200);
  if (options.currency) {
    await server.db
      .update(sandboxTransactions)
      .set({ currency: options.currency })
      .where(eq(sandboxTransactions.reference, checkout.reference));
  }
  expect((await shopper.post(`/api/payments/${checkout.reference}/verify`, {})).status).toBe(409);
  const payment = await paymentRow(server, checkout.reference);
  const [issue] = await server.db.select().from(paymentIssues).where(eq(paymentIssues.paymentId, payment.id));
  return { shop, shopper, checkout, payment, issue: issue! };
}

const accept = (agent: typeof admin, issueId: string, note = NOTE) =>
  agent.post(`/api/admin/payment-issues/${issueId}/accept`, { note });

const costsOf = (paymentId: string) =>
  server.db.select().from(platformCosts).where(eq(platformCosts.paymentId, paymentId));

describe('an admin accepts a payment paid short', () => {
  it('is offered Accept payment on the open short-payment issue', async () => {
    const { issue } = await shortPaid();
    const res = await server.agent().get('/api/admin/payment-issues');
    expect(res.status).toBe(401);
    const list = (await (await admin.get('/api/admin/payment-issues')).json()) as { issues: PaymentIssueView[] };
    expect(list.issues.find((i) => i.id === issue.id)?.actions).toEqual(['retry', 'refund', 'accept', 'resolve']);
  });

  it('completes the payment, pays its orders, books the shortfall as Oja’s cost and resolves the issue with the note', async () => {
    const { checkout, payment, issue } = await shortPaid();
    const res = await accept(admin, issue.id);
    expect(res.status).toBe(200);
    const view = (await res.json()) as PaymentIssueView;
    expect(view).toMatchObject({ status: 'resolved', actions: [], resolution: { note: NOTE, by: admin.email } });
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    const orders = await ordersOf(server, checkout.reference);
    expect(orders.map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'completed']]);
    expect((await trackingOf(server, orders[0]!.id)).map((t) => t.status)).toContain(messages.tracking.paymentReceived);
    const costs = await costsOf(payment.id);
    expect(costs.map((c) => [c.kind, c.amountKobo, c.provider, c.cashoutTransferId])).toEqual([
      ['short_payment_accepted', SANDBOX_UNDERPAY_KOBO, payment.provider, null],
    ]);
  });

  it('lets the shopper see the order paid: the checkout reads completed and no longer short-waiting', async () => {
    const { shopper, checkout, issue } = await shortPaid();
    expect((await accept(admin, issue.id)).status).toBe(200);
    const view = (await (await shopper.get(`/api/payments/${checkout.reference}`)).json()) as { status: string };
    expect(view.status).toBe('completed');
  });

  it('tells the shopper their payment is confirmed, and the seller of the paid order, by mail as a full payment does', async () => {
    const { shop, shopper, checkout, issue } = await shortPaid();
    expect((await accept(admin, issue.id)).status).toBe(200);
    const tracking = checkout.orders[0]!.trackingNumber;
    const mails = (await server.outbox()).map(decodeQuotedPrintable);
    const to = (address: string) => mails.filter((eml) => eml.includes(`To: ${address}`));
    expect(
      to(shopper.email).filter((m) => m.includes(`Subject: Payment confirmed for order ${tracking}`)),
    ).toHaveLength(1);
    expect(to(shop.vendor.email).filter((m) => m.includes(`Subject: New paid order ${tracking}`))).toHaveLength(1);
  });

  it('refunds the share of an order its vendor cancelled while the payment waited, and pays the rest', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [
      { productId: shop.kettle.id, quantity: 1 },
      { productId: shop.mat.id, quantity: 1 },
    ]);
    expect((await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=underpay`)).status).toBe(200);
    expect((await shopper.post(`/api/payments/${checkout.reference}/verify`, {})).status).toBe(409);
    const mat = (await ordersOf(server, checkout.reference)).find((o) => o.storeId === shop.stores[1].id)!;
    expect((await shop.vendor.post(`/api/vendor/orders/${mat.id}/status`, { to: 'cancelled' })).status).toBe(200);
    const payment = await paymentRow(server, checkout.reference);
    const [issue] = await server.db.select().from(paymentIssues).where(eq(paymentIssues.paymentId, payment.id));

    expect((await accept(admin, issue!.id)).status).toBe(200);
    await server.drainJobs();
    const orders = await ordersOf(server, checkout.reference);
    const byId = (id: string) => orders.find((o) => o.id === id)!;
    const kettle = orders.find((o) => o.id !== mat.id)!;
    expect([kettle.status, kettle.paymentStatus]).toEqual(['pending', 'completed']);
    expect(byId(mat.id).status).toBe('cancelled');
    expect(['refund_pending', 'refunded']).toContain(byId(mat.id).paymentStatus);
    const refunded = await server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refunded.map((r) => [r.orderId, r.amountKobo])).toEqual([[mat.id, byId(mat.id).totalAmountKobo]]);
  });

  it('cannot accept twice: the second is a 409 and books nothing more', async () => {
    const { payment, issue } = await shortPaid();
    expect((await accept(admin, issue.id)).status).toBe(200);
    const again = await accept(admin, issue.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: messages.paymentIssues.alreadyResolved });
    expect(await costsOf(payment.id)).toHaveLength(1);
  });

  it('cannot accept a payment already being refunded: 409, the payment stays refunded and nothing is booked', async () => {
    const { checkout, payment, issue } = await shortPaid();
    expect((await admin.post(`/api/admin/payment-issues/${issue.id}/refund`)).status).toBe(200);
    const statusBefore = (await paymentRow(server, checkout.reference)).status;
    const res = await accept(admin, issue.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: messages.paymentIssues.acceptNotPending });
    expect((await paymentRow(server, checkout.reference)).status).toBe(statusBefore);
    expect((await ordersOf(server, checkout.reference)).map((o) => o.paymentStatus)).not.toContain('completed');
    expect(await costsOf(payment.id)).toEqual([]);
  });

  it('cannot accept a payment made in another currency: 409 and nothing changes', async () => {
    const { checkout, payment, issue } = await shortPaid({ currency: 'USD' });
    const res = await accept(admin, issue.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: messages.paymentIssues.acceptOtherCurrency('USD') });
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    const [after] = await server.db.select().from(paymentIssues).where(eq(paymentIssues.id, issue.id));
    expect(after!.status).toBe('open');
    expect(await costsOf(payment.id)).toEqual([]);
  });

  it('cannot accept an issue that is not a short payment: 409', async () => {
    const { payment, issue } = await shortPaid();
    const [other] = await server.db
      .insert(paymentIssues)
      .values({ paymentId: payment.id, kind: 'provider_unreachable', detail: 'The provider did not answer.' })
      .returning();
    const res = await accept(admin, other!.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: messages.paymentIssues.notShortPayment });
    expect((await paymentRow(server, payment.reference)).status).toBe('pending');
    expect(issue.status).toBe('open');
  });

  it('needs a note saying why: 400 naming the field', async () => {
    const { issue } = await shortPaid();
    const res = await accept(admin, issue.id, '  ');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ fields: { note: messages.paymentIssues.noteRequired } });
  });

  it.each(['vendor', 'customer'] as const)(
    'a %s cannot accept a short payment (403) and nothing changes',
    async (role) => {
      const { payment, issue } = await shortPaid();
      const someone = await server.signedIn(role);
      const res = await accept(someone, issue.id);
      expect(res.status).toBe(403);
      expect((await paymentRow(server, payment.reference)).status).toBe('pending');
      expect(await costsOf(payment.id)).toEqual([]);
    },
  );
});

/** PGlite runs one transaction at a time and would hide the race, so this runs on PostgreSQL only. */
describe.runIf(testEngine === 'postgres')('ten admins accept one short payment at once (PostgreSQL)', () => {
  it('one succeeds, the rest are 409, and one cost row is booked', async () => {
    const { checkout, payment, issue } = await shortPaid();
    const admins = await Promise.all(Array.from({ length: 10 }, () => server.signedIn('admin')));
    const answers = await Promise.all(admins.map((a) => accept(a, issue.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(
      await server.db
        .select()
        .from(platformCosts)
        .where(and(eq(platformCosts.paymentId, payment.id), eq(platformCosts.kind, 'short_payment_accepted'))),
    ).toHaveLength(1);
  });

  it('accepts and refunds clicked at once: one wins, the payment is either paid with one cost row or refunded with none', async () => {
    const { checkout, payment, issue } = await shortPaid();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => accept(admin, issue.id)),
      ...Array.from({ length: 5 }, () => admin.post(`/api/admin/payment-issues/${issue.id}/refund`)),
    ]);
    await server.drainJobs();
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    const after = await paymentRow(server, checkout.reference);
    const costs = await costsOf(payment.id);
    const refunded = await server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    if (after.status === 'completed') {
      expect([costs.length, refunded.length]).toEqual([1, 0]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    } else {
      expect([costs.length, refunded.length]).toEqual([0, 1]);
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual(Array<number>(5).fill(409));
    }
  });
});
