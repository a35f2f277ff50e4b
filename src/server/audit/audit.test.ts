import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { auditEvents } from '../db/schema.ts';
import type { AuditEventRow } from '../../shared/schemas/audit.ts';
import { AUDIT_CSV_COLUMNS } from './export-audit-events.ts';

/**
 * The audit trail (decision 0042, docs/product.md#activity-audit-trail): admins read it, nobody
 * else; a recorded action has exactly one row with who, what, which record, before → after and
 * from where; a refused action has none; and the app cannot change or remove a row.
 */
type Admin = Agent & { userId: string; email: string };

let server: TestServer;
let admin: Admin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin', { fullName: 'Ada Auditor' });
});
afterAll(async () => {
  await server.close();
});

const rate = { percentBp: 1000, flatKobo: 0, floorKobo: null, capKobo: null };

async function activity(query = '') {
  const res = await admin.get(`/api/admin/activity${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { events: AuditEventRow[]; total: number; actors: { id: string; email: string }[] };
}

describe('who may read the trail', () => {
  it('an admin reads it; a customer and a vendor are refused; a guest must sign in', async () => {
    expect((await admin.get('/api/admin/activity')).status).toBe(200);
    expect((await admin.get('/api/admin/activity.csv')).status).toBe(200);
    for (const role of ['customer', 'vendor'] as const) {
      const other = await server.signedIn(role);
      expect((await other.get('/api/admin/activity')).status).toBe(403);
      expect((await other.get('/api/admin/activity.csv')).status).toBe(403);
    }
    expect((await server.agent().get('/api/admin/activity')).status).toBe(401);
    expect((await server.agent().get('/api/admin/activity.csv')).status).toBe(401);
  });

  it('a bad filter is a 400', async () => {
    expect((await admin.get('/api/admin/activity?kind=made_up')).status).toBe(400);
    expect((await admin.get('/api/admin/activity?actorId=nope')).status).toBe(400);
  });
});

describe('recording', () => {
  it('an action writes one row: who, what, which record, before → after, when, from which IP', async () => {
    const res = await admin.request('PUT', '/api/admin/commission/platform', {
      ...rate,
      percentBp: 1250,
      chargeDeliveryFees: true,
    });
    expect(res.status).toBe(200);
    const { events } = await activity('?kind=commission_default_set');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      actorName: 'Ada Auditor',
      kind: 'commission_default_set',
      subjectType: 'commission_rule',
      subjectId: 'platform',
      before: { percentBp: 0, flatKobo: 0, floorKobo: null, capKobo: null, chargeDeliveryFees: false },
      after: { percentBp: 1250, flatKobo: 0, floorKobo: null, capKobo: null, chargeDeliveryFees: true },
      ip: admin.ip,
    });
    expect(Date.now() - Date.parse(events[0]!.createdAt)).toBeLessThan(60_000);
  });

  it('a refused action leaves no row', async () => {
    const before = (await activity()).total;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.request('PUT', `/api/admin/commission/categories/${missing}`, rate)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/commission/stores/${missing}`)).status).toBe(404);
    expect((await activity()).total).toBe(before);
  });

  it('filters by person and kind, and pages newest first', async () => {
    const other = await server.signedIn('admin', { fullName: 'Bola Admin' });
    const category = await factories(server.db).category();
    expect(
      (await other.request('PUT', `/api/admin/commission/categories/${category.id}`, { ...rate, percentBp: 500 }))
        .status,
    ).toBe(200);
    expect((await other.request('DELETE', `/api/admin/commission/categories/${category.id}`)).status).toBe(200);
    const mine = await activity(`?actorId=${other.userId}`);
    expect(mine.events.map((e) => e.kind)).toEqual(['commission_override_removed', 'commission_override_set']);
    expect(mine.events[0]).toMatchObject({
      subjectType: 'category',
      subjectId: category.id,
      before: { percentBp: 500 },
      after: null,
    });
    expect(mine.events[1]).toMatchObject({ before: null, after: { percentBp: 500 } });
    expect(mine.actors.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, other.email]));
    const removed = await activity(`?actorId=${other.userId}&kind=commission_override_removed&limit=1`);
    expect(removed.total).toBe(1);
    const paged = await activity(`?actorId=${other.userId}&limit=1&page=2`);
    expect(paged.events.map((e) => e.kind)).toEqual(['commission_override_set']);
  });

  it('exports the filtered trail as CSV', async () => {
    const res = await admin.get('/api/admin/activity.csv?kind=commission_default_set');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="oja-activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Ada Auditor,${admin.email},Commission default set,commission_rule,platform,`);
    expect(lines[1]).toContain('""percentBp"":1250,');
    expect(lines[1]!.endsWith(`,${admin.ip}`)).toBe(true);
  });
});

describe('rows are never changed', () => {
  it('the database refuses to update, delete or empty the trail', async () => {
    const [row] = await server.db.select().from(auditEvents).limit(1);
    expect(row).toBeDefined();
    await expect(
      server.db.update(auditEvents).set({ ip: 'forged' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(server.db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(server.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [still] = await server.db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });
});
