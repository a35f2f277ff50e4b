import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('profile', () => {
  it('a signed-out visitor cannot read a profile', async () => {
    const res = await server.agent().get('/api/profile');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.access.signInRequired });
  });

  it('a customer reads their own profile, bank fields included', async () => {
    const customer = await server.signedIn('customer', { fullName: 'Amaka Eze' });
    const res = await customer.api.profile.$get();
    expect(res.status).toBe(200);
    const { profile } = await res.json();
    expect(profile).toMatchObject({
      id: customer.userId,
      email: customer.email,
      fullName: 'Amaka Eze',
      role: 'customer',
      phone: null,
      bvn: null,
    });
  });

  it('a customer edits their full name and phone', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { fullName: '  Yemi Alade ', phone: '+234 803 123 4567' });
    expect(res.status).toBe(200);
    expect(await server.profileOf(customer.userId)).toMatchObject({
      fullName: 'Yemi Alade',
      phone: '08031234567',
    });
  });

  it('clearing the phone stores no phone', async () => {
    const customer = await server.signedIn('customer');
    await customer.patch('/api/profile', { phone: '08031234567' });
    await customer.patch('/api/profile', { phone: '' });
    expect((await server.profileOf(customer.userId))?.phone).toBeNull();
  });

  it('refuses an invalid phone number, naming the field, and changes nothing', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { fullName: 'Changed', phone: 'call me' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ phone: 'Enter a Nigerian phone number, e.g. 0803 123 4567' });
    expect((await server.profileOf(customer.userId))?.fullName).toBe('Test customer');
  });

  it('refuses 17 digits, naming the field (docs/product.md#phone-numbers)', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { phone: '08031234567123456' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'Enter a Nigerian phone number, e.g. 0803 123 4567',
      fields: { phone: 'Enter a Nigerian phone number, e.g. 0803 123 4567' },
    });
    expect((await server.profileOf(customer.userId))?.phone).toBeNull();
  });

  it('stores "234 803 123 4567" as 08031234567', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { phone: '234 803 123 4567' });
    expect(res.status).toBe(200);
    expect((await res.json()).profile.phone).toBe('08031234567');
    expect((await server.profileOf(customer.userId))?.phone).toBe('08031234567');
  });

  it('a customer cannot make themself an admin through their profile', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { role: 'admin', availableBalanceKobo: 10_000_000 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      role: 'Unknown field: role',
      availableBalanceKobo: 'Unknown field: availableBalanceKobo',
    });
    expect(await server.profileOf(customer.userId)).toMatchObject({ role: 'customer', availableBalanceKobo: 0 });
  });

  it('a signed-out visitor cannot edit a profile: "No user logged in" (docs/product.md#profile)', async () => {
    const res = await server.agent().patch('/api/profile', { fullName: 'X' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.auth.noUserLoggedIn });
  });
});
