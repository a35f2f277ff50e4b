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
import { PASSWORD_RESET_JOB, sendPasswordReset } from './auth/send-password-reset.ts';

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
  };
  // Every kind of background job and the use case that does it; the runner itself knows no domain.
  deps.jobs = createJobRunner({
    db: database.db,
    logger,
    handlers: {
      [PASSWORD_RESET_JOB]: (payload) => sendPasswordReset(deps, { email: String(payload.email) }),
    },
  });
  return deps;
}
