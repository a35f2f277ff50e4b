import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

/**
 * Migration 0011 rebuilds the dictionary of name words (search_words) folded: words stored before
 * it ("àgbà", or "ọ̀gẹ̀dẹ̀" cut at its marks) give way to "agba" and "ogede".
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rerunMigration() {
  const file = new URL('./migrations/0011_folded-search.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  // Only the dictionary's rebuild: the functions, indexes and triggers are there already.
  const rebuild = statements.filter((s) => /^(DELETE FROM|INSERT INTO) search_words/.test(s.trim()));
  expect(rebuild).toHaveLength(2);
  for (const statement of rebuild) await server.db.execute(sql.raw(statement));
}

const words = async () =>
  (await server.db.execute<{ word: string }>(sql`select word from search_words order by word`)).rows.map((r) => r.word);

describe('the folded-search migration', () => {
  it('rebuilds the dictionary of name words folded, dropping the words stored with marks', async () => {
    const make = factories(server.db);
    const store = await make.store((await server.signedIn('vendor')).userId, { name: 'Ibadan Pantry' });
    await make.product(store.id, { name: 'Ọ̀gẹ̀dẹ̀ Chips by Ìyá Àgbà' });
    // As the dictionary was before: lowercased, cut at anything not a letter or digit.
    await server.db.execute(sql`insert into search_words (word) values ('àgbà'), ('ìyá'), ('ọ'), ('gẹ')`);
    await rerunMigration();
    expect(await words()).toEqual(['agba', 'by', 'chips', 'iya', 'ogede']);
  });
});
