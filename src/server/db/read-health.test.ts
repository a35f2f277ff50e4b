import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { readHealth } from './read-health.ts';
import type { Db } from './client.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const newestTag = journal.entries.at(-1)!.tag;

describe('the health check a load balancer asks (GET /healthz)', () => {
  it('a node whose database is reachable and holds every migration answers 200, never cached', async () => {
    const res = await server.agent().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      ok: true,
      database: 'reachable',
      migrations: { expected: newestTag, current: true },
    });
  });

  it("a database behind this build's migrations takes the node out: 503", async () => {
    const [newest] = (
      await server.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await server.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await server.agent().get('/healthz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        ok: false,
        database: 'reachable',
        migrations: { expected: newestTag, current: false },
      });
    } finally {
      await server.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await server.agent().get('/healthz')).status).toBe(200);
  });

  it('a node that is stopping answers 503 draining, without asking the database, so the balancer takes it out first', async () => {
    const stopping = await startTestServer({ sameDatabaseAs: server });
    try {
      stopping.deps.lifecycle.drain();
      const res = await stopping.agent().get('/healthz');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ ok: false, draining: true });
      // It still serves what the balancer sent before it noticed.
      expect((await stopping.agent().get('/api/catalog/home')).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('a database that cannot be reached reads as unreachable, not as an error', async () => {
    const down = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as Db;
    expect(await readHealth(down)).toEqual({
      ok: false,
      database: 'unreachable',
      migrations: { expected: newestTag, current: false },
    });
  });
});
