import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import type { Logger } from './logger.ts';
import { createAuth, type PasswordHasher } from './auth/better-auth.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { passwordResetMail } from './mail/templates.ts';
import { createStorage, type Storage } from './uploads/storage.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createHmac } from 'node:crypto';
import { createEventHub } from './events/event-hub.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { createSandboxProvider } from './payments/providers/sandbox.ts';
import { paymentProviders } from './payments/providers/payment-providers.ts';
import { createPaystackProvider } from './payments/providers/paystack.ts';
import { createFlutterwaveProvider } from './payments/providers/flutterwave.ts';
import { jobHandlers } from './job-handlers.ts';

/** Wires the request-time dependencies around an open database. */
export async function buildDeps(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: { mailer?: Mailer; storage?: Storage; passwordHasher?: PasswordHasher } = {},
): Promise<Deps> {
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const storage = overrides.storage ?? createStorage(config);
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    logger,
    sendResetLink: (to, link) => mailer.send(passwordResetMail(to, link)),
    passwordHasher: overrides.passwordHasher,
  });
  const deps: Deps = {
    db: database.db,
    config,
    logger,
    mailer,
    storage,
    auth,
    jobs: undefined as unknown as JobRunner,
    payments: paymentProviders({
      sandbox: createSandboxProvider({
        db: database.db,
        // Without its own secret the sandbox signs with one derived from the instance's auth secret.
        secret:
          config.payments.sandboxWebhookSecret ?? createHmac('sha256', secret).update('sandbox-webhook').digest('hex'),
        payouts: config.payments.sandboxPayouts,
      }),
      sandboxAllowed: config.payments.sandbox,
      paystack: config.payments.paystack && createPaystackProvider(config.payments.paystack),
      flutterwave: config.payments.flutterwave && createFlutterwaveProvider(config.payments.flutterwave),
      whatsappNumber: config.payments.whatsappNumber,
    }),
    events: createEventHub(database.listen, logger),
    lifecycle: createLifecycle(),
  };
  // The runner is woken by `listen()` (main.ts, the test harness) and polls once `start`ed.
  deps.jobs = createJobRunner({
    db: database.db,
    logger,
    handlers: jobHandlers,
    context: deps,
    listen: database.listen,
  });
  return deps;
}
