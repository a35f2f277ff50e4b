import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createAuthUser } from '../auth/create-auth-user.ts';
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
    const orphans = [];
    for (const n of [1, 2]) orphans.push(await createAuthUser(server.deps.auth, { fullName: `Orphan ${n}`, email: `orphan${n}@example.ng`, password: 'abcdef' }));
    expect(await createMissingProfiles(server.db)).toBe(2);
    for (const [i, orphan] of orphans.entries()) {
      expect(await server.profileOf(orphan.id)).toMatchObject({ fullName: `Orphan ${i + 1}`, email: `orphan${i + 1}@example.ng`, role: 'customer' });
    }
    expect((await server.profileOf(vendor.userId))?.role).toBe('vendor');
    expect(await createMissingProfiles(server.db)).toBe(0);
  });
});
