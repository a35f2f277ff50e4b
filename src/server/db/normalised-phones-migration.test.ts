import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles } from './schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { nigerianPhone } from '../../shared/schemas/phone.ts';

/** Migration 0012 rewrites phones saved before the one Nigerian phone rule; run its SQL again over such rows. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rerunMigration() {
  const file = new URL('./migrations/0012_normalised-phones.sql', import.meta.url);
  for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint'))
    await server.db.execute(sql.raw(statement));
}

describe('the normalised-phones migration', () => {
  it('writes every Nigerian number the way the shared rule stores it and leaves the others as they were', async () => {
    const saved = [
      '0803 123 4567',
      '+234 (0) 803-123-4567',
      '234.803.123.4567',
      '+2348031234567',
      '08031234567',
      '08031234567123456',
      'call me',
      '8031234567',
    ];
    const ids: string[] = [];
    for (const phone of saved) {
      const { userId } = await server.signedIn('customer');
      await server.db.update(profiles).set({ phone }).where(eq(profiles.id, userId));
      ids.push(userId);
    }
    await rerunMigration();
    for (const [i, phone] of saved.entries()) {
      const [row] = await server.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, ids[i]!));
      expect(row?.phone, phone).toBe(nigerianPhone(phone) ?? phone);
    }
  });
});
