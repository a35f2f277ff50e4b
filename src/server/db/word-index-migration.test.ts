import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

/**
 * Migration 0027 fills product_words with the words of the products already there: each word of
 * an active product's name, folded, numbers kept, once per product, with its created_at and store.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rerunBackfill() {
  const file = new URL('./migrations/0027_word-index.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  // Only the backfill: the table, its index and the triggers are there already.
  const backfill = statements.filter((s) => /^INSERT INTO "product_words"/.test(s.trim()));
  expect(backfill).toHaveLength(1);
  await server.db.execute(sql`delete from product_words`);
  await server.db.execute(sql.raw(backfill[0]!));
}

type Row = { word: string; product_id: string; store_id: string; same_time: boolean };
const rows = async () =>
  (
    await server.db.execute<Row>(sql`
      select w.word, w.product_id, w.store_id, w.created_at = p.created_at as same_time
      from product_words w join products p on p.id = w.product_id order by w.word, w.product_id`)
  ).rows;

describe('the word-index migration', () => {
  it('fills product_words with the folded words of every active product, as the triggers keep them', async () => {
    const make = factories(server.db);
    const store = await make.store((await server.signedIn('vendor')).userId, { name: 'Backfill Stall' });
    const ofada = await make.product(store.id, { name: 'Ọ̀fada Rice, Ofada 5kg' });
    await make.product(store.id, { name: 'Hidden Yam', isActive: false });
    const kept = await rows();
    expect(kept).toEqual([
      { word: '5kg', product_id: ofada.id, store_id: store.id, same_time: true },
      { word: 'ofada', product_id: ofada.id, store_id: store.id, same_time: true },
      { word: 'rice', product_id: ofada.id, store_id: store.id, same_time: true },
    ]);
    await rerunBackfill();
    expect(await rows()).toEqual(kept);
  });
});
