/**
 * The environment of every server the browser tests start (playwright.config.ts, and a journey's
 * own server, e2e/support/own-server.ts): the build's server on `port`, its data in `dir`.
 */
export const serverEnv = (port: number, url: string, dir: string): Record<string, string> => ({
  PORT: String(port),
  PUBLIC_URL: url,
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  // Sign-in is rate limited per IP; every test sends its own X-Forwarded-For (e2e/fixtures.ts)
  // so parallel tests do not share one budget as they would on 127.0.0.1.
  TRUST_PROXY: 'true',
  // The sandbox's bank transfer arrives after 10 s: time to see it waiting, then watch it settle.
  SANDBOX_TRANSFER_SECONDS: '10',
  // The sandbox's payout (an approved cashout's bank transfer) is paid after 8 s: Processing, then Paid.
  SANDBOX_PAYOUT_SECONDS: '8',
  // Delivered money is available at once, so journeys cash out what they earn; the payout-hold
  // journey gives its own store a hold instead (e2e/payout-holds.spec.ts), and the business
  // journey runs its own server with a hold of seconds (e2e/business-journey.spec.ts).
  PAYOUT_HOLD_DAYS: '0',
  // E2E_WEB_DIST lets parallel suites each serve their own build.
  WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist',
});
