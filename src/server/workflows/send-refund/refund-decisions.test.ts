import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { ordersOf, paymentRow, placeCheckout, twoStoreShop } from '../../test/checkout-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import { jobs, paymentIssues, products, refunds } from '../../db/schema.ts';
import { createRefund } from '../../payments/create-refund.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentIssueView } from '../../../shared/checkout.ts';
import { sweepRefunds } from './send-refund.ts';
import { paystackEnv } from '../../test/provider-env.ts';

/**
 * One refund per decision, and refund states as Paystack documents them (docs/product.md#refunds,
 * decision 0014): clicks and jobs at once send one refund; needs-attention is a live refund an
 * admin sends on to the customer's account; a refusal (4xx) waits on Needs attention; an outage
 * is tried again; the sweep looks again at whatever waits. Runs on both engines; the race holds
 * on PostgreSQL, where the twenty requests really run at once.
 */
const paystack = createFakePaystack();
let fake: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fake = await paystack.start();
  server = await startTestServer({
    env: paystackEnv(paystack, fake),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** Paystack's POST /refund calls for one transaction. */
const refundPostsFor = (reference: string) =>
  paystack.requests.filter(
    (r) =>
      r.method === 'POST' && r.path === '/refund' && (r.body as { transaction?: string }).transaction === reference,
  ).length;

async function refundsOf(reference: string) {
  const payment = await paymentRow(server, reference);
  return server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
}

async function openIssuesOf(reference: string) {
  const payment = await paymentRow(server, reference);
  return server.db
    .select()
    .from(paymentIssues)
    .where(and(eq(paymentIssues.paymentId, payment.id), eq(paymentIssues.status, 'open')));
}

async function issueView(admin: Awaited<ReturnType<TestServer['signedIn']>>, issueId: string) {
  const res = await admin.get('/api/admin/payment-issues?status=open');
  const { issues } = (await res.json()) as { issues: PaymentIssueView[] };
  return issues.find((i) => i.id === issueId);
}

/** A ₦2,400 card payment Paystack reports as another amount: it waits on Needs attention, unrefunded. */
async function mismatchOnNeedsAttention() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
  paystack.setAmount(checkout.reference, 240_000);
  paystack.pay(checkout.reference);
  await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
  const [issue] = await openIssuesOf(checkout.reference);
  return { shopper, checkout, issue: issue! };
}

/** Paid after its checkout was cancelled and its stock sold: Oja refunds it by itself. */
async function paidAfterStockGone() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
  await shopper.post(`/api/payments/${checkout.reference}/cancel`);
  await server.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, shop.kettle.id));
  paystack.pay(checkout.reference);
  await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
  await server.drainJobs();
  return { shopper, checkout };
}

/** A refund Paystack holds as needs-attention, told to Oja by its signed event. */
async function refundNeedingAttention() {
  const { shopper, checkout } = await paidAfterStockGone();
  const { body, headers } = paystack.settleRefund(checkout.reference, 'needs-attention');
  await server.agent().post('/api/payments/webhooks/paystack', body, headers);
  await server.drainJobs();
  const issue = (await openIssuesOf(checkout.reference)).find((i) => i.kind === 'refund_needs_attention')!;
  return { shopper, checkout, issue };
}

/** A refund Paystack refuses: ₦1 of the charge was already refunded from Paystack's dashboard. */
async function refusedRefund() {
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
  const issue = (await openIssuesOf(checkout.reference)).find((i) => i.kind === 'refund_refused')!;
  return { shopper, checkout, issue };
}

const account = { accountNumber: '0123456789', bankCode: '058' };

describe('one refund per decision', () => {
  it('twenty Refund requests at once on a Needs-attention payment send Paystack one refund and write one refund row', async () => {
    const { checkout, issue } = await mismatchOnNeedsAttention();
    const admins = await Promise.all([server.signedIn('admin'), server.signedIn('admin')]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admins[i % 2]!.post(`/api/admin/payment-issues/${issue.id}/refund`)),
    );
    await server.drainJobs();
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(refundPostsFor(checkout.reference)).toBe(1);
    expect(await refundsOf(checkout.reference)).toMatchObject([{ status: 'pending', amountKobo: 240_000 }]);
  });

  it('a second Refund while the first is on its way is refused (409) and sends nothing', async () => {
    const { checkout, issue } = await mismatchOnNeedsAttention();
    const admin = await server.signedIn('admin');
    expect((await admin.post(`/api/admin/payment-issues/${issue.id}/refund`)).status).toBe(200);
    const again = await admin.post(`/api/admin/payment-issues/${issue.id}/refund`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(messages.paymentIssues.refundUnderWay);
    expect(refundPostsFor(checkout.reference)).toBe(1);
  });

  it('the refund job and an admin’s Refund on the same late payment send one refund', async () => {
    const { checkout } = await paidAfterStockGone();
    const issue = (await openIssuesOf(checkout.reference)).find((i) => i.kind === 'paid_after_cancel')!;
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/refund`);
    expect(res.status).toBe(409);
    expect(refundPostsFor(checkout.reference)).toBe(1);
    expect(await refundsOf(checkout.reference)).toHaveLength(1);
  });
});

describe('a refund Paystack marks needs-attention', () => {
  it('stays a live refund: the row reads needs_attention and the payment stays refund pending', async () => {
    const { checkout } = await refundNeedingAttention();
    expect(await refundsOf(checkout.reference)).toMatchObject([
      { status: 'needs_attention', providerStatus: 'needs-attention' },
    ]);
    expect((await paymentRow(server, checkout.reference)).status).toBe('refund_pending');
    expect((await ordersOf(server, checkout.reference)).map((o) => o.paymentStatus)).toEqual(['refund_pending']);
  });

  it('is on Needs attention with the customer’s-account action and no Refund', async () => {
    const { issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    const view = await issueView(admin, issue.id);
    expect(view).toMatchObject({
      kind: 'refund_needs_attention',
      detail: messages.paymentIssues.refundNeedsAttentionDetail,
      refund: { status: 'needs_attention', providerStatus: 'needs-attention' },
      actions: ['retry', 'refund_to_account', 'resolve'],
    });
  });

  it('a Refund on it is refused (409) and no second refund is sent', async () => {
    const { checkout, issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/refund`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.paymentIssues.refundUnderWay);
    expect(refundPostsFor(checkout.reference)).toBe(1);
  });

  it('an admin sends it to the customer’s account: Paystack’s retry is called once and the refund is processing', async () => {
    const { checkout, issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, account);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refund: { status: 'pending', providerStatus: 'processing' } });
    const [row] = await refundsOf(checkout.reference);
    expect(row).toMatchObject({
      status: 'pending',
      retryAccountNumber: '0123456789',
      retryBankCode: '058',
      retryClaimedAt: null,
    });
    const retries = paystack.requests.filter(
      (r) => r.path === `/refund/retry_with_customer_details/${row!.providerRefundId}`,
    );
    expect(retries).toHaveLength(1);
    expect(retries[0]!.body).toEqual({
      refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '202' },
    });
  });

  it('once processed after the retry, the order reads refunded and the issue closes itself', async () => {
    const { checkout, issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    await admin.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, account);
    const { body, headers } = paystack.settleRefund(checkout.reference, 'processed');
    await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    await server.drainJobs();
    expect((await refundsOf(checkout.reference)).map((r) => r.status)).toEqual(['processed']);
    expect((await ordersOf(server, checkout.reference)).map((o) => o.paymentStatus)).toEqual(['refunded']);
    expect((await openIssuesOf(checkout.reference)).map((i) => i.kind)).toEqual(['paid_after_cancel']);
  });

  it('a second retry after the first went through is refused (409) and Paystack is not asked again', async () => {
    const { checkout, issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    await admin.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, account);
    const again = await admin.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, account);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(messages.paymentIssues.refundNotHeld);
    const [row] = await refundsOf(checkout.reference);
    expect(
      paystack.requests.filter((r) => r.path === `/refund/retry_with_customer_details/${row!.providerRefundId}`),
    ).toHaveLength(1);
  });

  it('an account number that is not ten digits is refused (400) naming the field', async () => {
    const { issue } = await refundNeedingAttention();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, {
      ...account,
      accountNumber: '12345',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ accountNumber: messages.paymentIssues.accountNumberInvalid });
  });

  it('vendors and customers are refused (403) and nothing is sent', async () => {
    const { checkout, issue } = await refundNeedingAttention();
    for (const role of ['vendor', 'customer'] as const) {
      const agent = await server.signedIn(role);
      const res = await agent.post(`/api/admin/payment-issues/${issue.id}/refund-to-account`, account);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(messages.access.adminRequired);
    }
    expect((await refundsOf(checkout.reference))[0]).toMatchObject({
      status: 'needs_attention',
      retryAccountNumber: null,
    });
  });
});

describe('a refund Paystack refuses (4xx)', () => {
  it('lands on Needs attention with Paystack’s words, refused, and is not retried by itself', async () => {
    const { checkout, issue } = await refusedRefund();
    expect(await refundsOf(checkout.reference)).toMatchObject([
      { status: 'refused', providerMessage: 'Refund amount cannot be greater than transaction amount' },
    ]);
    expect(issue.detail).toBe(
      messages.paymentIssues.refundRefusedDetail('Refund amount cannot be greater than transaction amount'),
    );
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobs.status, 'pending'));
    await server.drainJobs();
    // Oja asked once; the one before it was the dashboard's.
    expect(refundPostsFor(checkout.reference)).toBe(2);
  });

  it('offers Send again and Mark refunded, not Refund', async () => {
    const { issue } = await refusedRefund();
    const admin = await server.signedIn('admin');
    expect((await issueView(admin, issue.id))?.actions).toEqual([
      'retry',
      'send_refund_again',
      'mark_refunded',
      'resolve',
    ]);
  });

  it('marked refunded by hand: the refund is processed, the order refunded, the issue closed with the note', async () => {
    const { checkout, issue } = await refusedRefund();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/mark-refunded`, {
      note: 'Paid back by bank transfer',
    });
    expect(res.status).toBe(200);
    expect(await refundsOf(checkout.reference)).toMatchObject([{ status: 'processed', providerStatus: 'by hand' }]);
    expect((await ordersOf(server, checkout.reference)).map((o) => o.paymentStatus)).toEqual(['refunded']);
    expect(await res.json()).toMatchObject({ status: 'resolved', resolution: { note: 'Paid back by bank transfer' } });
  });

  it('sent again: the same row is sent once more and refused again with the words kept', async () => {
    const { checkout, issue } = await refusedRefund();
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/payment-issues/${issue.id}/send-refund-again`);
    expect(res.status).toBe(200);
    expect(await refundsOf(checkout.reference)).toMatchObject([
      {
        status: 'refused',
        providerMessage: 'Refund amount cannot be greater than transaction amount',
        sendAttempts: 2,
      },
    ]);
    expect(refundPostsFor(checkout.reference)).toBe(3);
  });
});

describe('an outage is not a refusal', () => {
  it('a refund Paystack cannot take just now (503) stays pending and is sent again later', async () => {
    paystack.down('refund', 'unavailable');
    let reference: string;
    try {
      ({
        checkout: { reference },
      } = await paidAfterStockGone());
      expect(await refundsOf(reference)).toMatchObject([
        { status: 'pending', providerRefundId: null, claimedAt: null },
      ]);
      expect((await openIssuesOf(reference)).map((i) => i.kind)).toEqual(['paid_after_cancel']);
    } finally {
      paystack.up();
    }
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobs.status, 'pending'));
    await server.drainJobs();
    expect((await refundsOf(reference))[0]).toMatchObject({ status: 'pending', providerStatus: 'pending' });
    expect(paystack.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
  });
});

describe('the sweep: nothing stays pending without a queue', () => {
  it('a refund row never sent is sent by the sweep', async () => {
    const { checkout } = await mismatchOnNeedsAttention();
    const payment = await paymentRow(server, checkout.reference);
    const row = await createRefund(server.db, { paymentId: payment.id, orderId: null, amountKobo: 240_000 });
    await server.db
      .update(refunds)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(refunds.id, row.id));
    await sweepRefunds(server.deps);
    await server.drainJobs();
    expect(refundPostsFor(checkout.reference)).toBe(1);
    expect((await refundsOf(checkout.reference))[0]).toMatchObject({ status: 'pending', sendAttempts: 1 });
  });

  it('a refund Paystack holds is looked up by its id (GET /refund/:id), and its outcome applied', async () => {
    const { checkout } = await paidAfterStockGone();
    paystack.settleRefund(checkout.reference, 'processed'); // its event never reached Oja
    const [row] = await refundsOf(checkout.reference);
    await server.db
      .update(refunds)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(refunds.id, row!.id));
    const before = paystack.requests.length;
    await sweepRefunds(server.deps);
    await server.drainJobs();
    const asked = paystack.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(asked).toContain(`GET /refund/${row!.providerRefundId}`);
    expect(asked.some((a) => a.startsWith('GET /refund?'))).toBe(false);
    expect((await refundsOf(checkout.reference)).map((r) => r.status)).toEqual(['processed']);
  });

  it('keeps itself scheduled: after a sweep, exactly one next sweep waits', async () => {
    await sweepRefunds(server.deps);
    await sweepRefunds(server.deps);
    const waiting = await server.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'sweep-refunds'), eq(jobs.status, 'pending')));
    expect(waiting).toHaveLength(1);
  });
});
