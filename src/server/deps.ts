import type { Auth } from './auth/better-auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './uploads/storage.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { EventHub } from './events/event-hub.ts';
import type { PaymentProviders } from './payments/providers/payment-providers.ts';
import type { Lifecycle } from './http/lifecycle.ts';

/** Everything a request handler may use; built once in main.ts (or by the test harness). */
export type Deps = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  auth: Auth;
  /** Work after the response (e-mail); main.ts starts its polling. */
  jobs: JobRunner;
  /** Payment adapters by method and by provider id (sandbox when no keys are configured). */
  payments: PaymentProviders;
  /** Database notifications fanned out to this process's live subscribers. */
  events: EventHub;
  /** Whether the process is leaving the balancer's pool (main.ts, on SIGTERM): /healthz and live streams read it. */
  lifecycle: Lifecycle;
};
