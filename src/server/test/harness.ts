import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { buildDeps } from '../build-deps.ts';
import { hc } from 'hono/client';
import { createApp, type AppType } from '../app.ts';
import { createAccount } from '../workflows/create-account/create-account.ts';
import { createAuthUser } from '../auth/create-auth-user.ts';
import { profiles } from '../db/schema.ts';
import { openDatabase } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { openSameDatabase, openTestDatabase, type TestDatabase } from './test-database.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';
import type { Role } from '../../shared/constants.ts';

export const PUBLIC_URL = 'http://oja.test';
/** The sandbox provider's webhook secret in tests, so a test can sign (or forge) its webhooks. */
export const SANDBOX_SECRET = 'test-sandbox-webhook-secret';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** One app on a fresh database, with a temporary DATA_DIR for uploads and the mail outbox. */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Another app process on this server's database (expiry, races between processes). */
    sameDatabaseAs?: TestServer;
    /** An existing PostgreSQL database another process (a real `main.ts`) also uses; left in place on close. */
    databaseUrl?: string;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    // Delivered money is available at once unless a test sets a hold (the holds' own tests do).
    PAYOUT_HOLD_DAYS: '0',
    ...options.env,
  });
  const database: TestDatabase = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl })
    : options.sameDatabaseAs
      ? await openSameDatabase(options.sameDatabaseAs.database)
      : await openTestDatabase();
  const deps: Deps = await buildDeps(config, database, createLogger('silent'), {
    mailer: options.mailer,
    passwordHasher: fastPasswordHasher,
  });
  // As main.ts: a job runs soon after the transaction that queued it commits. The poll does not run
  // (tests move the clock of scheduled jobs and drain them with drainJobs).
  await deps.jobs.listen();
  const app = createApp(deps);
  let ipCounter = 0;

  const server = {
    app,
    deps,
    db: deps.db,
    database,
    dataDir,
    /** A browser-like client with its own cookie jar and, by default, its own IP address. */
    agent(ip = `10.0.0.${++ipCounter}`) {
      return new Agent(app, ip);
    },
    /** Creates an account with a role and returns a signed-in agent for it. */
    async signedIn(
      role: Role = 'customer',
      overrides: Partial<{ email: string; fullName: string; password: string }> = {},
    ) {
      const email = overrides.email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@example.ng`;
      const password = overrides.password ?? 'secret-pass';
      const fullName = overrides.fullName ?? `Test ${role}`;
      const { id } = await createAccount(deps, { email, password, fullName, role });
      const agent = server.agent();
      const res = await agent.post('/api/auth/sign-in', { email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return Object.assign(agent, { userId: id, email, password });
    },
    /** An auth user with no profile: a sign-up the process was killed in the middle of. */
    async accountWithoutProfile(fullName = 'Cut Short') {
      const account = {
        fullName,
        email: `cut-${Math.random().toString(36).slice(2, 10)}@example.ng`,
        password: 'abcdef',
      };
      const { id } = await createAuthUser(deps.auth, account);
      return { ...account, id };
    },
    /** A new session for an account made by signedIn, leaving its other sessions alone. */
    async signInAgain(account: { email: string; password: string }) {
      const agent = server.agent();
      const res = await agent.post('/api/auth/sign-in', { email: account.email, password: account.password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return agent;
    },
    async profileOf(userId: string) {
      const [row] = await deps.db.select().from(profiles).where(eq(profiles.id, userId));
      return row;
    },
    /** Runs the queued background jobs (mail) now, as the server would just after responding. */
    drainJobs: () => deps.jobs.drain(),
    /** Mail written to DATA_DIR/outbox, oldest first, as raw .eml text (queued jobs run first). */
    async outbox(): Promise<string[]> {
      await deps.jobs.drain();
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    },
    async close() {
      // A job woken by the last request may still be writing mail into the data folder.
      await deps.jobs.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Decodes quoted-printable soft breaks and escapes so links in .eml bodies can be read. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetTokenFrom(eml: string): string {
  const match = decodeQuotedPrintable(eml).match(/\/reset-password\?token=([A-Za-z0-9%_-]+)/);
  if (!match?.[1]) throw new Error('no reset link in e-mail');
  return decodeURIComponent(match[1]);
}

export class Agent {
  private cookies = new Map<string, string>();
  /**
   * The typed client of the whole API (the SPA's own `hc<AppType>`), sending through this agent:
   * its cookies, its IP. `await (await agent.api.catalog.home.$get()).json()` is typed, no casts.
   */
  readonly api: ReturnType<typeof hc<AppType>>;

  constructor(
    private app: ReturnType<typeof createApp>,
    readonly ip: string,
  ) {
    this.api = hc<AppType>(`${PUBLIC_URL}/api`, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => this.send(new Request(input, init)),
    });
  }

  /** Sends a request as this agent and keeps the cookies the response sets or clears. */
  private async send(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.app.request(new Request(request, { headers }));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return res;
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extraHeaders };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (typeof body === 'string') {
      payload = body;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    return this.send(new Request(`${PUBLIC_URL}${url}`, { method, headers, body: payload }));
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body);
  }
  upload(url: string, bytes: Uint8Array, filename = 'image.png', type = 'image/png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return this.request('POST', url, form, { origin: PUBLIC_URL });
  }
  /** Forgets the session cookie without telling the server (a stolen-cookie test uses the copy). */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  setCookieHeader(header: string) {
    this.cookies.clear();
    for (const part of header.split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k) this.cookies.set(k, v.join('='));
    }
  }
}

/** Reads the JSON error envelope of a response. */
export async function errorOf(
  res: Response,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return body.error;
}
