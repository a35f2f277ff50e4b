import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { givePayoutAccount, PAYOUT_ACCOUNT } from '../../test/earnings-helpers.ts';
import { AUTH_RATE_LIMIT } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * docs/product.md#bank-details: a seller sees and changes the bank account their cashouts are paid to. A change
 * needs the password again (a stolen session alone cannot redirect the money) and is e-mailed.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NEW_ACCOUNT = { bankCode: '044', accountNumber: '9876543210', accountName: 'Adaeze O. Okafor' };
const mailsTo = async (email: string) =>
  (await server.outbox()).map(decodeQuotedPrintable).filter((mail) => mail.includes(`To: ${email}`));

describe('a seller’s bank details', () => {
  it('a vendor reads their bank details on their own profile', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const { profile } = (await (await vendor.get('/api/profile')).json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject(PAYOUT_ACCOUNT);
  });

  it('a vendor changes them with their password: the profile holds the new bank, number and holder', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({
      bankName: 'Access Bank',
      bankCode: '044',
      accountNumber: '9876543210',
      accountName: 'Adaeze O. Okafor',
    });
    expect(await server.profileOf(vendor.userId)).toMatchObject({
      bankName: 'Access Bank',
      bankCode: '044',
      accountNumber: '9876543210',
      accountName: 'Adaeze O. Okafor',
    });
  });

  it('a vendor made through the role, with no bank details yet, adds them the same way', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(200);
    expect(await server.profileOf(vendor.userId)).toMatchObject({ bankCode: '044', accountNumber: '9876543210' });
  });

  it('the change is e-mailed to the account, naming the new bank and only the last four digits', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await vendor.request('PUT', '/api/profile/bank-details', { ...NEW_ACCOUNT, currentPassword: vendor.password });
    const mails = await mailsTo(vendor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: The bank account for your Oja cashouts was changed');
    expect(mails[0]).toContain('Access Bank');
    expect(mails[0]).toContain('ending 3210');
    expect(mails[0]).not.toContain('9876543210');
    expect(mails[0]).toContain('/retrieve');
  });

  it('a wrong password changes nothing and sends no mail: 400 on the password field', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      currentPassword: 'not-my-password',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.bankDetails.wrongPassword,
      fields: { currentPassword: messages.bankDetails.wrongPassword },
    });
    expect(await server.profileOf(vendor.userId)).toMatchObject(PAYOUT_ACCOUNT);
    expect(await mailsTo(vendor.email)).toEqual([]);
  });

  it('a missing password, no bank and a short account number are refused with field messages', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '',
      accountNumber: '12345',
      accountName: '',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      currentPassword: messages.bankDetails.passwordRequired,
      bankCode: messages.vendorRequests.bankRequired,
      accountNumber: messages.vendorRequests.accountNumberLength,
      accountName: messages.vendorRequests.accountNameRequired,
    });
    expect(await server.profileOf(vendor.userId)).toMatchObject(PAYOUT_ACCOUNT);
  });

  it('a bank code the payout provider does not list is refused on the bank field; nothing changes', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      bankCode: '999',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.bankDetails.bankNotOnList,
      fields: { bankCode: messages.bankDetails.bankNotOnList },
    });
    expect(await server.profileOf(vendor.userId)).toMatchObject(PAYOUT_ACCOUNT);
  });

  it('after too many wrong passwords even the right one is refused for a while (429)', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    for (let i = 0; i < AUTH_RATE_LIMIT.failuresPerAccountAndIp; i++) {
      const res = await vendor.request('PUT', '/api/profile/bank-details', { ...NEW_ACCOUNT, currentPassword: 'x' });
      expect(res.status).toBe(400);
    }
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(429);
    expect(await server.profileOf(vendor.userId)).toMatchObject(PAYOUT_ACCOUNT);
  });

  it('customers cannot set bank details (403) and guests are asked to sign in (401)', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.request('PUT', '/api/profile/bank-details', {
      ...NEW_ACCOUNT,
      currentPassword: customer.password,
    });
    expect(res.status).toBe(403);
    expect(await server.profileOf(customer.userId)).toMatchObject({ bankCode: null, accountNumber: null });
    expect((await server.agent().request('PUT', '/api/profile/bank-details', NEW_ACCOUNT)).status).toBe(401);
  });
});
