import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, outputContains, startOja, stopOja } from './test/oja-process.ts';

let dataDir: string;
let port: number;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-process-'));
  port = await freePort();
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: path.join(dataDir, 'none'),
  };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds demo accounts on first start, refuses a second process on the same folder, and keeps sessions across a restart', async () => {
    const first = startOja(env);
    await first.ready;
    expect(first.output()).toContain('customer@oja.test');
    // Production without any payment keys or WHATSAPP_NUMBER: it starts, and says what to set.
    await outputContains(first, 'Payment is not set up');
    expect(first.output()).toContain('PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY');
    expect(first.output()).toContain('WhatsApp payment is off: set WHATSAPP_NUMBER');
    expect(first.output()).not.toContain('TEST MODE');

    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@oja.test', password: 'oja-customer-demo' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;

    const second = startOja({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already using the data folder ${dataDir}`);

    await stopOja(first);
    const restarted = startOja(env);
    await restarted.ready;
    expect(restarted.output()).not.toContain('Demo accounts');
    const session = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('customer@oja.test');
    await stopOja(restarted);
  }, 90_000);

  // A supervisor that has not yet reaped the killed server leaves a zombie whose PID still answers.
  it.runIf(process.platform === 'linux')(
    'starts at once on the same folder after the last server was killed with kill -9 and not yet reaped',
    async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'oja-kill9-'));
      const killedPort = await freePort();
      const killedEnv = {
        ...env,
        DATA_DIR: folder,
        PORT: String(killedPort),
        PUBLIC_URL: `http://127.0.0.1:${killedPort}`,
        SEED_DEMO: 'false',
      };
      // `sh` starts the server, prints its PID, then becomes `sleep`: a parent that never reaps it.
      const supervisor = spawn(
        '/bin/sh',
        ['-c', `"${process.execPath}" --import tsx src/server/main.ts & echo "pid=$!"; exec sleep 600`],
        {
          env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...killedEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      supervisor.stdout.on('data', (d: Buffer) => (output += d.toString()));
      supervisor.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const supervisorExited = new Promise((resolve) => supervisor.on('exit', resolve));
      try {
        await outputContains({ output: () => output }, 'Oja is running');
        const pid = Number(/pid=(\d+)/.exec(output)?.[1]);
        process.kill(pid, 'SIGKILL');
        // Dead but not reaped: the kernel keeps it as a zombie ("Z") while its parent sleeps.
        while (!(await readFile(`/proc/${pid}/stat`, 'utf8')).match(/^\d+ \(.*\) Z/))
          await new Promise((resolve) => setTimeout(resolve, 20));

        const restarted = startOja(killedEnv);
        await restarted.ready;
        expect(restarted.output()).not.toContain('already using the data folder');
        const health = await fetch(`http://127.0.0.1:${killedPort}/api/catalog/home`);
        expect(health.status).toBe(200);
        await stopOja(restarted);
      } finally {
        supervisor.kill('SIGKILL');
        await supervisorExited;
        await rm(folder, { recursive: true, force: true });
      }
    },
    90_000,
  );

  // Clients and balancers reuse an idle connection for a while (Playwright, browsers, HAProxy): a
  // server that closes it first (Node's default after 5 s) races their next request into a reset.
  it('keeps an idle keep-alive connection open for the next request after 6 seconds', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'oja-keepalive-'));
    const idlePort = await freePort();
    const oja = startOja({
      ...env,
      DATA_DIR: folder,
      PORT: String(idlePort),
      PUBLIC_URL: `http://127.0.0.1:${idlePort}`,
      SEED_DEMO: 'false',
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
        const request = http.get(`http://127.0.0.1:${idlePort}/healthz`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, reusedSocket: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      await oja.ready;
      expect(await get()).toEqual({ status: 200, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get()).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
      await stopOja(oja);
      await rm(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start in production without PUBLIC_URL, naming it', async () => {
    const { PUBLIC_URL: _, ...withoutPublicUrl } = env;
    const oja = startOja({ ...withoutPublicUrl, PORT: String(await freePort()) });
    expect(await oja.exited).toBe(1);
    expect(oja.output()).toContain('PUBLIC_URL: required when NODE_ENV=production');
  }, 30_000);
});
