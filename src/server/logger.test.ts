import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createLogger, loggableMessage, type LogFormat, type Logger } from './logger.ts';
import { requestLog } from './http/request-log.ts';
import { handleError } from './http/error-handler.ts';
import type { AppEnv } from './http/context.ts';
import { vendorUpgradeRequests } from './db/schema.ts';
import { openTestDatabase, type TestDatabase } from './test/test-database.ts';

const BVN = '22345678901';
const ACCOUNT_NUMBER = '0123456789';

/** A logger whose lines are kept for the test to read (level error unless told). */
function capturingLogger(level = 'error', format: LogFormat = 'json') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(level, destination, format), lines };
}

/** One request through the request-log middleware, logged by `logger`. */
async function requestThrough(logger: Logger, path: string, status: number) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', { logger } as AppEnv['Variables']['deps']);
    await next();
  });
  app.use(requestLog);
  app.get('*', (c) => c.text('ok', status as 200));
  await app.request(path);
}

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** An application whose user does not exist: the insert fails on the foreign key, BVN and all. */
async function failedVendorRequestInsert(): Promise<unknown> {
  try {
    await database.db.insert(vendorUpgradeRequests).values({
      userId: '00000000-0000-4000-8000-000000000000',
      phone: '08031234567',
      bvn: BVN,
      accountNumber: ACCOUNT_NUMBER,
      accountName: 'Ada Obi',
      bankName: 'Access Bank',
      bankCode: '044',
    });
  } catch (error) {
    return error;
  }
  throw new Error('expected the insert to fail');
}

describe('BVN and bank details are never logged', () => {
  it('a failed query is logged with its SQL but without the values it was given', async () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: await failedVendorRequestInsert() }, 'unhandled error');

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toContain('insert into \\"vendor_upgrade_requests\\"');
    expect(line).not.toContain(BVN);
    expect(line).not.toContain(ACCOUNT_NUMBER);
    expect(line).not.toContain('08031234567');
    expect(JSON.parse(line!).err).not.toHaveProperty('params');
  });

  it("a failed query's message as a job stores it keeps the SQL and drops the values", async () => {
    const message = loggableMessage(await failedVendorRequestInsert());
    expect(message).toContain('insert into "vendor_upgrade_requests"');
    expect(message).not.toContain(BVN);
    expect(message).not.toContain(ACCOUNT_NUMBER);
  });

  it('a database message that quotes a value does not log a BVN', async () => {
    const { logger, lines } = capturingLogger();
    const error = await database.db.execute(sql`select ${BVN}::integer as n`).then(
      () => new Error('expected the query to fail'),
      (e: unknown) => e,
    );
    logger.error({ err: error }, 'unhandled error');

    expect(lines[0]).toContain('out of range for type integer');
    expect(lines[0]).not.toContain(BVN);
  });

  it('an unexpected database error in a request is a 500 whose log line carries no BVN', async () => {
    const { logger, lines } = capturingLogger();
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('log', logger);
      await next();
    });
    app.post('/apply', async () => {
      throw await failedVendorRequestInsert();
    });
    app.onError(handleError);

    const response = await app.request('/apply', { method: 'POST' });

    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(BVN);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('unhandled error');
    expect(lines[0]).not.toContain(BVN);
    expect(lines[0]).not.toContain(ACCOUNT_NUMBER);
  });
});

describe('log format', () => {
  const TIME = '\\d{2}:\\d{2}:\\d{2}';

  it('in development, a request is one readable line: time, method, path, status and duration', async () => {
    const { logger, lines } = capturingLogger('info', 'pretty');
    await requestThrough(logger, '/api/catalog/home', 200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${TIME} GET /api/catalog/home 200 \\d+ ms$`));
  });

  it('in development, other lines say their level, message and fields in words', () => {
    const { logger, lines } = capturingLogger('info', 'pretty');
    logger.warn({ accounts: 2, engine: 'pglite' }, 'gave accounts left without a profile a customer profile');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^${TIME} WARN gave accounts left without a profile a customer profile accounts=2 engine=pglite$`),
      ),
    ]);
  });

  it('in development, an error shows its message and stack, still without a BVN', async () => {
    const { logger, lines } = capturingLogger('error', 'pretty');
    logger.error({ err: await failedVendorRequestInsert() }, 'unhandled error');
    expect(lines[0]).toMatch(new RegExp(`^${TIME} ERROR unhandled error$`));
    expect(lines[1]).toContain('Failed query: insert into "vendor_upgrade_requests"');
    expect(lines.some((line) => line.trimStart().startsWith('at '))).toBe(true);
    expect(lines.join('\n')).not.toContain(BVN);
  });

  it('in production, a request is one JSON object with its request id', async () => {
    const { logger, lines } = capturingLogger('info', 'json');
    await requestThrough(logger, '/api/catalog/home', 404);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 30,
      time: expect.any(String),
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      path: '/api/catalog/home',
      status: 404,
      ms: expect.any(Number),
      msg: 'request',
    });
  });
});
