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
    const { pruneRateLimits } = await import('../db/rate-count.ts');
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

describe('rate limits slide', () => {
  const rule = { key: 'slide:test', limit: 10, windowSeconds: 900 };
  const boundary = Date.UTC(2026, 10, 24, 23, 45);

  it('a burst that straddles a window boundary is still refused', async () => {
    const { countRateUse } = await import('../db/rate-count.ts');
    for (let i = 0; i < 6; i++) await countRateUse(server.db, rule, 1, boundary - 1000);
    for (let i = 0; i < 4; i++) expect(await countRateUse(server.db, rule, 1, boundary + 1000)).toBeLessThanOrEqual(10);
    expect(await countRateUse(server.db, rule, 1, boundary + 2000)).toBeGreaterThan(10);
  });

  it('uses a whole window ago no longer count', async () => {
    const { countRateUse } = await import('../db/rate-count.ts');
    const old = { ...rule, key: 'slide:old' };
    for (let i = 0; i < 10; i++) await countRateUse(server.db, old, 1, boundary - 1000);
    expect(await countRateUse(server.db, old, 1, boundary + 900_000 - 1000)).toBeLessThanOrEqual(10);
  });
});
