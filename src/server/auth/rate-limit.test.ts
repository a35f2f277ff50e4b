import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('rate-limit housekeeping', () => {
  it('pruning drops only windows older than the cut-off', async () => {
    const { rateLimits } = await import('../db/schema.ts');
    const { pruneRateLimits } = await import('./rate-limit.ts');
    await server.db.insert(rateLimits).values([
      { key: 'prune:old', windowStart: new Date(Date.UTC(2020, 0, 1)), count: 3 },
      { key: 'prune:new', windowStart: new Date(), count: 1 },
    ]);
    await pruneRateLimits(server.db, new Date(Date.UTC(2025, 0, 1)));
    const keys = (await server.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('prune:old');
    expect(keys).toContain('prune:new');
  });
});
