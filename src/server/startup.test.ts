import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { bootstrapAdmin } from './workflows/bootstrap-admin/bootstrap-admin.ts';
import { seedDemo, DEMO_ACCOUNTS } from './seed/demo-seed.ts';
import { profiles } from './db/schema.ts';
import { errorOf, startTestServer, type TestServer } from './test/harness.ts';
import { createLogger } from './logger.ts';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { logPaymentSetup } from './payments/log-payment-setup.ts';
import { paymentProviders } from './payments/providers/payment-providers.ts';
import { createSandboxProvider } from './payments/providers/sandbox.ts';
import type { CardPaymentProvider, PayoutProvider } from './payments/providers/payment-provider.ts';
import type { DbOrTx } from './db/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      databaseUrl: undefined,
      s3: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.ng' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});

describe('data folder lock', () => {
  it('a second server on the same folder is refused, naming the process that holds it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-lock-'));
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `Another Oja server (process ${process.pid}) is already using the data folder ${dir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    release();
    await rm(dir, { recursive: true, force: true });
  });

  it('the same folder by another path (a symlink) is the same lock', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-lock-'));
    const link = `${dir}-link`;
    await symlink(dir, link);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(link)).rejects.toThrow(/already using the data folder/);
    release();
    await rm(link, { force: true });
    await rm(dir, { recursive: true, force: true });
  });

  it('a released lock can be taken again, and a PID file left by an older server is ignored', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-lock-'));
    await writeFile(path.join(dir, 'oja.lock'), String(process.ppid));
    const first = await lockDataDir(dir);
    first();
    const again = await lockDataDir(dir);
    again();
    await rm(dir, { recursive: true, force: true });
  });
});

describe('first admin and demo seed', () => {
  it('ADMIN_EMAIL creates an admin account that can sign in', async () => {
    await bootstrapAdmin(
      { ...server.deps, logger: createLogger('silent') },
      { email: 'boss@example.ng', password: 'boss-pass' },
    );
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, 'boss@example.ng'));
    expect(profile?.role).toBe('admin');
    expect(
      (await server.agent().post('/api/auth/sign-in', { email: 'boss@example.ng', password: 'boss-pass' })).status,
    ).toBe(200);
  });

  it('ADMIN_EMAIL promotes an existing account', async () => {
    const customer = await server.signedIn('customer');
    await bootstrapAdmin(server.deps, { email: customer.email, password: 'ignored' });
    expect((await server.profileOf(customer.userId))?.role).toBe('admin');
  });

  it('seeds one admin, one vendor, one customer and a catalog with images into an empty database, once', async () => {
    const fresh = await startTestServer();
    try {
      const seeded = await seedDemo(fresh.deps);
      expect(seeded.map((a) => a.role)).toEqual(['admin', 'vendor', 'customer']);
      for (const account of DEMO_ACCOUNTS) {
        const res = await fresh.agent().post('/api/auth/sign-in', { email: account.email, password: account.password });
        expect(res.status).toBe(200);
      }
      expect(await seedDemo(fresh.deps)).toEqual([]);
      const home = (await (await fresh.agent().get('/api/catalog/home')).json()) as {
        categories: unknown[];
        products: { images: string[] }[];
      };
      expect(home.categories).toHaveLength(6);
      expect(home.products).toHaveLength(8);
      const image = await fresh.agent().get(home.products[0]!.images[0]!);
      expect(image.headers.get('content-type')).toBe('image/webp');
    } finally {
      await fresh.close();
    }
  });
});

/** What hono/secure-headers sent with the app's options, before the headers were fixed at start-up. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' https://js.paystack.co; frame-src https://checkout.paystack.com; " +
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self'; object-src 'none'; " +
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('HTTP basics', () => {
  it('an unknown API path is a 404 envelope', async () => {
    const res = await server.agent().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('API responses carry a request id and are never cached', async () => {
    const res = await server.agent().get('/api/auth/session');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a catalog read carries every security header', async () => {
    const res = await server.agent().get('/api/catalog/home');
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('an error answer carries every security header', async () => {
    const res = await server.agent().get('/api/nothing-here');
    expect(res.status).toBe(404);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('a read asked for with gzip is sent gzipped, Vary naming Accept-Encoding', async () => {
    const res = await server.agent().request('GET', '/api/catalog/home', undefined, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toHaveProperty('products');
  });

  it('a read asked for without Accept-Encoding is sent as it is, Vary naming Accept-Encoding', async () => {
    const res = await server.agent().get('/api/catalog/home');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toHaveProperty('products');
  });

  it('an oversized JSON body is refused before it is read', async () => {
    const res = await server.agent().post('/api/auth/sign-in', { email: 'a@b.ng', password: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
  });
});

describe('serving the web app', () => {
  let web: TestServer;
  let webDist: string;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'oja-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Oja</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    webDist = dist;
    web = await startTestServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('answers the home page with index.html', async () => {
    const res = await web.agent().get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>Oja</title>');
  });

  it('answers route paths with index.html', async () => {
    const res = await web.agent().get('/store/some-store');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Oja</title>');
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const res = await web.agent().get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers a missing file with HTML', async () => {
    const res = await web.agent().get('/robots.txt');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });

  it('puts the TEST MODE ribbon on every page while the sandbox stands in (outside production, no keys)', async () => {
    for (const page of ['/', '/checkout', '/store/some-store']) {
      const html = await (await web.agent().get(page)).text();
      expect(html).toContain('<strong>TEST MODE</strong> — payments are simulated, no real money moves');
    }
  });

  it('serves pages without the ribbon when no method is served by the sandbox', async () => {
    const live = await startTestServer({
      env: { WEB_DIST: webDist, PAYMENT_SANDBOX: 'false', WHATSAPP_NUMBER: '08031234567' },
    });
    try {
      const html = await (await live.agent().get('/')).text();
      expect(html).toContain('<title>Oja</title>');
      expect(html).not.toContain('TEST MODE');
    } finally {
      await live.close();
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await web.agent().get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the payment set-up at start', () => {
  /** What logPaymentSetup prints for a set-up, as [level, message] pairs. */
  function startUpLog(options: {
    env: 'development' | 'production' | 'test';
    sandboxAllowed: boolean;
    paystack?: boolean;
    flutterwave?: boolean;
    whatsappNumber?: string;
  }): [string, string][] {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const adapter = (id: 'paystack' | 'flutterwave') => ({ id }) as CardPaymentProvider & PayoutProvider;
    const payments = paymentProviders({
      // Never called: only its identity matters here.
      sandbox: createSandboxProvider({ db: null as unknown as DbOrTx, secret: 'unused' }),
      sandboxAllowed: options.sandboxAllowed,
      paystack: options.paystack ? adapter('paystack') : undefined,
      flutterwave: options.flutterwave ? adapter('flutterwave') : undefined,
      whatsappNumber: options.whatsappNumber,
    });
    logPaymentSetup(createLogger('info', destination), payments, options.env);
    return lines.map((line) => {
      const { level, msg } = JSON.parse(line) as { level: number; msg: string };
      return [level === 40 ? 'warn' : level === 30 ? 'info' : String(level), msg];
    });
  }

  it('in production with nothing configured, starts and names every variable to set', () => {
    const log = startUpLog({ env: 'production', sandboxAllowed: false });
    const notSetUp = log.find(([, msg]) => msg.startsWith('Payment is not set up'));
    expect(notSetUp?.[0]).toBe('warn');
    for (const variable of [
      'PAYSTACK_SECRET_KEY',
      'PAYSTACK_PUBLIC_KEY',
      'FLUTTERWAVE_SECRET_KEY',
      'FLUTTERWAVE_PUBLIC_KEY',
      'FLUTTERWAVE_WEBHOOK_HASH',
      'WHATSAPP_NUMBER',
      'PAYMENT_SANDBOX=true',
    ]) {
      expect(notSetUp?.[1]).toContain(variable);
    }
    expect(log.some(([, msg]) => msg.includes('TEST MODE'))).toBe(false);
  });

  it('in production without WHATSAPP_NUMBER, says WhatsApp is off', () => {
    const log = startUpLog({ env: 'production', sandboxAllowed: false, paystack: true });
    expect(log).toContainEqual([
      'warn',
      'WhatsApp payment is off: set WHATSAPP_NUMBER (the marketplace’s WhatsApp business number) to offer it.',
    ]);
    expect(log).toContainEqual(['info', 'Payment methods on offer: paystack']);
  });

  it('with real keys for both card providers and a number, lists them and prints no warning', () => {
    const log = startUpLog({
      env: 'production',
      sandboxAllowed: false,
      paystack: true,
      flutterwave: true,
      whatsappNumber: '2348031234567',
    });
    expect(log).toEqual([['info', 'Payment methods on offer: paystack, flutterwave, whatsapp']]);
  });

  it('prints TEST MODE as a warning when the sandbox stands in, naming the methods it serves', () => {
    const log = startUpLog({
      env: 'production',
      sandboxAllowed: true,
      paystack: true,
      whatsappNumber: '2348031234567',
    });
    const testMode = log.filter(([, msg]) => msg.includes('TEST MODE'));
    expect(testMode).toHaveLength(1);
    expect(testMode[0]![0]).toBe('warn');
    expect(testMode[0]![1]).toContain('the sandbox stands in for flutterwave');
    expect(testMode[0]![1]).toContain('PAYMENT_SANDBOX=true in production');
  });

  it('prints TEST MODE in development, where the sandbox stands in for both card methods', () => {
    const log = startUpLog({ env: 'development', sandboxAllowed: true, whatsappNumber: '2348000000000' });
    const testMode = log.find(([, msg]) => msg.includes('TEST MODE'));
    expect(testMode?.[0]).toBe('warn');
    expect(testMode?.[1]).toContain('the sandbox stands in for paystack and flutterwave');
  });
});
