import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { DatabaseDamagedError, openDatabase } from './db/client.ts';
import { buildDeps } from './build-deps.ts';
import { createApp } from './app.ts';
import { bootstrapAdmin } from './workflows/bootstrap-admin/bootstrap-admin.ts';
import { startBankListRefresh } from './workflows/refresh-bank-list/refresh-bank-list.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { copyDatabaseTemplate } from './seed/database-template.ts';
import { pruneRateLimits } from './db/rate-count.ts';
import { createMissingProfiles } from './profiles/create-missing-profiles.ts';
import { logPaymentSetup } from './payments/log-payment-setup.ts';
import { scheduleRefundSweep } from './workflows/send-refund/send-refund.ts';

/** How long a stopping process waits for requests under way before it closes their connections. */
const IN_FLIGHT_LIMIT_MS = 30_000;

const KEEP_ALIVE_MS = 65_000;

/** The only file that starts things: config → lock → database → migrations → listen. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  const releaseLock = await lockDataDir(config.dataDir);
  process.on('exit', releaseLock);

  const pgliteDir = path.join(config.dataDir, 'db');
  // A first start copies the built, empty database instead of running initdb (none under src/).
  if (!config.databaseUrl && copyDatabaseTemplate(pgliteDir))
    logger.debug('created the database from the built template');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection was closed by the server'),
  });
  const deps = await buildDeps(config, database, logger);
  // Accounts whose sign-up was cut short between the auth user and the profile get their profile.
  const repaired = await createMissingProfiles(deps.db);
  if (repaired > 0) logger.warn({ accounts: repaired }, 'gave accounts left without a profile a customer profile');

  if (config.seedDemo && database.engine === 'pglite') {
    const seeded = await seedDemo(deps);
    if (seeded.length > 0) {
      console.log('\nDemo accounts (SEED_DEMO=false to skip):');
      for (const a of seeded) console.log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`);
      console.log('');
    }
  }
  if (config.admin) await bootstrapAdmin(deps, config.admin);

  const server = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.engine, mail: deps.mailer.transport, storage: deps.storage.kind },
      `Oja is running at ${config.publicUrl}`,
    );
    // Last, so that TEST MODE or "payment is not set up" is what the operator sees.
    logPaymentSetup(logger, deps.payments, config.env);
  });

  // Clients and balancers keep an idle connection for up to a minute (HAProxy, cloud balancers at
  // 60 s, browsers, Playwright); Node closes it after 5 s, so a request sent as it closes is reset.
  // Shutdown still closes idle connections at once (closeServer).
  (server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  (server as Server).headersTimeout = KEEP_ALIVE_MS + 1000;

  // Old rate-limit windows are useless once over; clear them hourly so the table stays small.
  const pruneTimer = setInterval(
    () => {
      pruneRateLimits(deps.db, new Date(Date.now() - 24 * 60 * 60 * 1000)).catch((error) =>
        logger.warn({ err: error }, 'pruning rate limits failed'),
      );
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();
  // Background jobs: each commit that queues a due job wakes the runner (decision 0015); polling picks
  // up retries, schedules, and wake-ups lost while the listener reconnected; the kick, jobs left from before.
  // Refunds left waiting are looked at again on a schedule that keeps itself going (decision 0014).
  await scheduleRefundSweep(deps.db);
  await deps.jobs.listen();
  // The payout provider's bank list: fetched now when none is kept, then daily (decision 0032).
  await startBankListRefresh(deps);
  deps.jobs.start(5_000);
  deps.jobs.kick();

  // Ctrl-C can deliver more than one signal (the terminal's, and one passed on by a parent such as
  // `node --watch`); a second one must not kill the process before the database is closed.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(pruneTimer);
    // Behind a balancer (decision 0027): /healthz fails first, and what is still sent here is served
    // until the balancer has taken the node out; only then does it stop listening.
    deps.lifecycle.drain();
    if (config.drainSeconds > 0) {
      logger.info({ seconds: config.drainSeconds }, 'draining: /healthz answers 503 before the server stops');
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    }
    await closeServer(server as Server);
    // A job under way (a refund whose answer is on its way) records its outcome before the database closes.
    await deps.jobs.stop();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  /** Stops listening, ends live streams, lets requests under way finish (for a while), then closes what is left. */
  async function closeServer(http: Server) {
    const closed = new Promise((resolve) => http.close(resolve));
    deps.lifecycle.close();
    // A keep-alive connection between requests would hold close() open: it goes now, and each one
    // whose request finishes goes then.
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    http.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise((resolve) => (timer = setTimeout(resolve, IN_FLIGHT_LIMIT_MS)));
    await Promise.race([closed, limit]);
    clearInterval(idle);
    clearTimeout(timer);
    http.closeAllConnections();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseDamagedError) {
    console.error(error.message);
  } else {
    console.error('Oja failed to start:', error);
  }
  process.exit(1);
});
