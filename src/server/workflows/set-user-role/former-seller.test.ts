import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type Agent, type TestServer } from '../../test/harness.ts';
import { factories } from '../../test/factories.ts';
import { earn, givePayoutAccount, oweOnDelivery } from '../../test/earnings-helpers.ts';
import { cashoutRequests } from '../../db/schema.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * docs/product.md#role-changes: a seller made a customer keeps the money they earned. The admin is
 * told how much before confirming; the former seller still reads their earnings and cashes out to
 * their bank account, and never reaches store management. A customer who never sold has no
 * earnings to reach.
 */
type Seller = Agent & { userId: string };

let server: TestServer;
let admin: Seller;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

/** Demoted as the admin does it: the confirmation read first, its open orders confirmed. */
async function demote(userId: string) {
  const { openOrders } = (await (await admin.get(`/api/admin/users/${userId}/demotion`)).json()) as {
    openOrders: number;
  };
  return admin.patch(`/api/admin/users/${userId}/role`, { role: 'customer', confirmOpenOrders: openOrders });
}

/** A vendor with ₦27,697.90 available and a bank account, made a customer. */
async function formerSeller() {
  const seller = await server.signedIn('vendor');
  await givePayoutAccount(server.db, seller.userId);
  await earn(server, seller, 2_769_790);
  expect((await demote(seller.userId)).status).toBe(200);
  return seller;
}

describe('demoting a seller who holds money', () => {
  it('the admin reads what they hold before confirming: available, held, asked for and on its way', async () => {
    const seller = await server.signedIn('vendor');
    await givePayoutAccount(server.db, seller.userId);
    await earn(server, seller, 2_769_790);
    const asked = await seller.post('/api/cashouts', { amountKobo: 100_000 });
    expect(asked.status).toBe(201);
    const paying = await seller.post('/api/cashouts', { amountKobo: 200_000 });
    const { id } = ((await paying.json()) as { cashout: { id: string } }).cashout;
    expect((await admin.post(`/api/admin/cashouts/${id}/approve`)).status).toBe(200);
    const res = await admin.get(`/api/admin/users/${seller.userId}/demotion`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { money: unknown }).money).toEqual({
      availableKobo: 2_569_790,
      pendingKobo: 0,
      requestedKobo: 100_000,
      processingKobo: 200_000,
      totalKobo: 2_769_790,
      owedKobo: 0,
    });
  });

  it('a seller holding ₦27,697.90 is told as ₦27,697.90', async () => {
    const seller = await server.signedIn('vendor');
    await earn(server, seller, 2_769_790);
    const res = await admin.get(`/api/admin/users/${seller.userId}/demotion`);
    expect(((await res.json()) as { money: { totalKobo: number } }).money.totalKobo).toBe(2_769_790);
  });

  it('a seller who owes is told what they owe', async () => {
    const seller = await server.signedIn('vendor');
    await oweOnDelivery(server, seller, 40_000);
    const res = await admin.get(`/api/admin/users/${seller.userId}/demotion`);
    expect(((await res.json()) as { money: unknown }).money).toMatchObject({ totalKobo: 0, owedKobo: 40_000 });
  });
});

describe('a former seller (now a customer) and their earnings', () => {
  it('reads their balance, ledger and cashouts, and their profile says they have earnings', async () => {
    const seller = await formerSeller();
    const earnings = await seller.get('/api/cashouts/earnings');
    expect(earnings.status).toBe(200);
    expect(await earnings.json()).toMatchObject({ balanceKobo: 2_769_790, availableKobo: 2_769_790 });
    expect((await seller.get('/api/cashouts')).status).toBe(200);
    const csv = await seller.get('/api/cashouts/earnings.csv');
    expect(csv.status).toBe(200);
    expect(((await (await seller.get('/api/profile')).json()) as { profile: unknown }).profile).toMatchObject({
      role: 'customer',
      hasEarnings: true,
    });
  });

  it('cashes out what is theirs to their saved bank account, and an admin pays it', async () => {
    const seller = await formerSeller();
    const asked = await seller.post('/api/cashouts', { amountKobo: 2_769_790 });
    expect(asked.status).toBe(201);
    const { id } = ((await asked.json()) as { cashout: { id: string } }).cashout;
    expect((await admin.post(`/api/admin/cashouts/${id}/approve`)).status).toBe(200);
    const [row] = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id));
    expect(row).toMatchObject({ vendorId: seller.userId, amountKobo: 2_769_790, status: 'processing' });
    expect((await server.profileOf(seller.userId))!.availableBalanceKobo).toBe(0);
  });

  it('still reads their earnings once all is cashed out (their ledger is theirs)', async () => {
    const seller = await formerSeller();
    const { id } = (
      (await (await seller.post('/api/cashouts', { amountKobo: 2_769_790 })).json()) as { cashout: { id: string } }
    ).cashout;
    expect((await admin.post(`/api/admin/cashouts/${id}/approve`)).status).toBe(200);
    expect((await seller.get('/api/cashouts/earnings')).status).toBe(200);
  });

  it('cannot ask for more than their balance (400), as any seller', async () => {
    const seller = await formerSeller();
    const res = await seller.post('/api/cashouts', { amountKobo: 2_769_791 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.cashouts.invalidAmount);
  });

  it('can never reach store management: their stores, a new store, store orders are 403', async () => {
    const seller = await server.signedIn('vendor');
    const store = await factories(server.db).store(seller.userId);
    await earn(server, seller, 100_000);
    expect((await demote(seller.userId)).status).toBe(200);
    for (const res of [
      await seller.get('/api/stores/mine'),
      await seller.get(`/api/stores/${store.id}/manage`),
      await seller.patch(`/api/stores/${store.id}`, { payOnDelivery: true }),
      await seller.get('/api/vendor/orders'),
      await seller.get('/api/vendor/overview'),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});

describe('a customer who never sold', () => {
  it('has no earnings to reach: 403 with the sellers’ words, and nothing is written', async () => {
    const customer = await server.signedIn('customer');
    const earnings = await customer.get('/api/cashouts/earnings');
    expect(earnings.status).toBe(403);
    expect(await errorOf(earnings)).toEqual({ code: 'forbidden', message: messages.access.vendorRequired });
    expect((await customer.post('/api/cashouts', { amountKobo: 100 })).status).toBe(403);
    expect((await customer.get('/api/cashouts')).status).toBe(403);
    expect(await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, customer.userId))).toEqual(
      [],
    );
    expect(((await (await customer.get('/api/profile')).json()) as { profile: unknown }).profile).toMatchObject({
      hasEarnings: false,
    });
  });

  it('a guest is told to sign in (401)', async () => {
    expect((await server.agent().get('/api/cashouts/earnings')).status).toBe(401);
  });
});
