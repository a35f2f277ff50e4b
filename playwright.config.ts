import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './e2e/support/chromium.ts';
import { serverEnv } from './e2e/support/server-env.ts';

// E2E_PORT lets two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;

// One fresh data folder per run, shared with the workers (they inherit the runner's environment
// and re-read this file) so specs can read the mail outbox the server writes there.
process.env.E2E_DATA_DIR ??= path.resolve('.tmp', `e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const captureScreens = !!process.env.CAPTURE_SCREENS;

// With TEST_DATABASE_URL (CI always sets it, as for vitest) the money journeys (postgresJourneys) run against a
// server on PostgreSQL instead of the embedded one: its own port, data folder and a fresh database
// per run (e2e/support/postgres-server.ts). Every other journey, and the API tests on both engines,
// cover PGlite; running these journeys twice cost a fifth of the browser suite (decision 0006).
const postgres = !!process.env.TEST_DATABASE_URL && !captureScreens;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? PORT + 1);
const pgBaseURL = `http://localhost:${PG_PORT}`;
const pgDataDir = `${dataDir}-postgres`;
const postgresJourneys = [
  'vendor-journey.spec.ts',
  'vendor-application-journey.spec.ts',
  'fulfilment-journey.spec.ts',
  'cashouts-earnings.spec.ts',
  'checkout-payment.spec.ts',
  'coupons.spec.ts',
  'variants.spec.ts',
  // It starts its own server (e2e/support/own-server.ts), on PostgreSQL when this project runs it.
  'business-journey.spec.ts',
];

// The servers run the build, as `npm start` does (`npm run test:e2e` builds first): the bundle
// starts on about a third of the CPU that compiling src/ with tsx and running initdb take.
const SERVER = 'dist-server/main.js';
if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` before the browser tests`);

// The journeys make their own data (e2e/support/factory.ts), so they run side by side; E2E_WORKERS
// overrides the count. The screenshot captures look at the demo catalog and run one at a time.
const workers = Number(process.env.E2E_WORKERS ?? (captureScreens ? 1 : 2));

/**
 * Browser journeys in the system Chromium against the real server on a fresh embedded database
 * with the demo accounts, and (with TEST_DATABASE_URL) the money journeys again on PostgreSQL.
 * `npm run test:e2e` builds the web app first; the servers serve dist/.
 * CAPTURE_SCREENS=1 runs the screenshot capture (e2e/*.screens.ts) instead of the journeys.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: captureScreens ? '**/*.screens.ts' : '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: !captureScreens,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The journeys ask for reduced motion (E2E_MOTION=full to see the animations): the spinners,
    // skeleton pulses and smooth scrolls then stand still, and the suite took a fifth less time
    // and CPU (decision 0038). Nothing a journey checks moves.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      // The money journeys run once: on PostgreSQL when there is one, else here.
      testIgnore: postgres ? postgresJourneys : undefined,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      metadata: { dataDir },
    },
    ...(postgres
      ? [
          {
            name: 'chromium-postgres',
            testMatch: postgresJourneys,
            use: { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 }, baseURL: pgBaseURL },
            metadata: { dataDir: pgDataDir },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node ${SERVER}`,
      url: `${baseURL}/api/auth/session`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(PORT, baseURL, dataDir), SEED_DEMO: 'true' },
    },
    ...(postgres
      ? [
          {
            command: 'node --import tsx e2e/support/postgres-server.ts',
            url: `${pgBaseURL}/api/auth/session`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            // SIGTERM lets the wrapper drop the run's database after the server stops.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            // The demo seed is for the embedded database only; on PostgreSQL the journeys need just
            // the demo admin, which ADMIN_EMAIL/ADMIN_PASSWORD create on the first start.
            env: {
              ...serverEnv(PG_PORT, pgBaseURL, pgDataDir),
              SEED_DEMO: 'false',
              ADMIN_EMAIL: 'admin@oja.test',
              ADMIN_PASSWORD: 'oja-admin-demo',
              TEST_DATABASE_URL: process.env.TEST_DATABASE_URL!,
            },
          },
        ]
      : []),
  ],
});
