import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { paymentRow, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { createFakePaystack } from '../test/providers/fake-paystack.ts';
import type { RunningFake } from '../test/providers/fake-http-server.ts';
import { paystackEnv } from '../test/provider-env.ts';
import { paymentIssues, products } from '../db/schema.ts';
import type { AuditEventRow } from '../../shared/schemas/audit.ts';

/**
 * Refunds from Needs attention write one row of the audit trail each (decision 0042), in the
 * transaction that records the admin's decision, before the provider is called: Refund, Send
 * again and Mark refunded. A refused click writes none.
 */
const paystack = createFakePaystack();
let fake: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fake = await paystack.start();
  server = await startTestServer({ env: paystackEnv(paystack, fake) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function openIssue(reference: string, kind?: string) {
  const payment = await paymentRow(server, reference);
  const issues = await server.db
    .select()
    .from(paymentIssues)
    .where(and(eq(paymentIssues.paymentId, payment.id), eq(paymentIssues.status, 'open')));
  return issues.find((i) => !kind || i.kind === kind)!;
}

/** A ₦2,400 card payment Paystack reports as another amount: it waits on Needs attention, unrefunded. */
async function mismatch() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
  paystack.setAmount(checkout.reference, 240_000);
  paystack.pay(checkout.reference);
  await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
  return openIssue(checkout.reference);
}

/** A refund Paystack refuses: ₦1 of the charge was already refunded from Paystack's dashboard. */
async function refused() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
  await shopper.post(`/api/payments/${checkout.reference}/cancel`);
  await server.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, shop.kettle.id));
  paystack.pay(checkout.reference);
  await fetch(`${fake.baseUrl}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${paystack.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ transaction: checkout.reference, amount: 100 }),
  });
  await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
  await server.drainJobs();
  return openIssue(checkout.reference, 'refund_refused');
}

async function rowsOf(actorId: string) {
  const admin = await server.signedIn('admin');
  const res = await admin.get(`/api/admin/activity?actorId=${actorId}`);
  return ((await res.json()) as { events: AuditEventRow[] }).events;
}

describe('refunds from Needs attention', () => {
  it('Refund: one row, the payment before and the refund after; a second click adds none', async () => {
    const issue = await mismatch();
    const admin = await server.signedIn('admin');
    expect((await admin.post(`/api/admin/payment-issues/${issue.id}/refund`)).status).toBe(200);
    expect((await admin.post(`/api/admin/payment-issues/${issue.id}/refund`)).status).toBe(409);
    const rows = await rowsOf(admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'refund_issued',
      subjectType: 'payment_issue',
      subjectId: issue.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'refund_pending', refundId: expect.any(String) },
      ip: admin.ip,
    });
  });

  it('Send again: one row, refused → pending', async () => {
    const issue = await refused();
    const admin = await server.signedIn('admin');
    expect((await admin.post(`/api/admin/payment-issues/${issue.id}/send-refund-again`)).status).toBe(200);
    const rows = await rowsOf(admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'refund_issued',
      subjectId: issue.id,
      before: { refundStatus: 'refused' },
      after: { refundStatus: 'pending' },
    });
  });

  it('Mark refunded: one row with the note, refused → processed by hand', async () => {
    const issue = await refused();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/mark-refunded`, { note: 'Paid by transfer' });
    expect(res.status).toBe(200);
    const rows = await rowsOf(admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'refund_issued',
      subjectId: issue.id,
      before: { refundStatus: 'refused' },
      after: { refundStatus: 'processed', by: 'hand', note: 'Paid by transfer' },
    });
  });

  it('Close with a note: one row, open → resolved', async () => {
    const issue = await mismatch();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/resolve`, { note: 'Settled with the bank' });
    expect(res.status).toBe(200);
    const rows = await rowsOf(admin.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'payment_issue_resolved',
      subjectId: issue.id,
      before: { status: 'open' },
      after: { status: 'resolved', note: 'Settled with the bank' },
    });
  });
});
