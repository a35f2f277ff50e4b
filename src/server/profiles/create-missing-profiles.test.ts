import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createMissingProfiles } from './create-missing-profiles.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('repairing accounts at start-up', () => {
  it('gives every auth user without a profile a customer profile, and leaves the others alone', async () => {
    const vendor = await server.signedIn('vendor');
    const orphans = [await server.accountWithoutProfile('Orphan 1'), await server.accountWithoutProfile('Orphan 2')];
    expect(await createMissingProfiles(server.db)).toBe(2);
    for (const orphan of orphans) {
      expect(await server.profileOf(orphan.id)).toMatchObject({
        fullName: orphan.fullName,
        email: orphan.email,
        role: 'customer',
      });
    }
    expect((await server.profileOf(vendor.userId))?.role).toBe('vendor');
    expect(await createMissingProfiles(server.db)).toBe(0);
  });
});
