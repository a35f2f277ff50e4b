import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { and, eq, like } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  logger: Logger;
  /** Delivers the reset link; the link points at our own /reset-password page. */
  sendResetLink: (to: string, link: string) => Promise<void>;
  /** Replaces the deliberately slow password hash; only the test harness passes one. */
  passwordHasher?: PasswordHasher;
};

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

export const SESSION_DAYS = 30;

/**
 * better-auth swallows errors thrown while sending the reset e-mail, but the product says "Failed to
 * send reset email" when sending fails. So a reset request captures the link here and our service
 * sends it, seeing the mailer's error.
 */
export const resetLinkCapture = new AsyncLocalStorage<{ to?: string; link?: string }>();

/**
 * better-auth owns users, sessions, accounts and verification tokens. Our routes call its server API
 * (auth.api.*) so that inputs, messages and rate limits stay ours.
 */
export function createAuth(options: AuthOptions) {
  const { db, publicUrl, logger } = options;
  return betterAuth({
    appName: 'Oja',
    baseURL: publicUrl,
    basePath: '/api/auth/internal',
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    telemetry: { enabled: false },
    // Our own database-backed limiter covers sign-in and reset per address and per IP.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // People go to /signin after sign-up (docs/product.md#accounts).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset spends its own token; the other links e-mailed before it must die with it.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, user.id)));
      },
      ...(options.passwordHasher ? { password: options.passwordHasher } : {}),
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const capture = resetLinkCapture.getStore();
        if (capture) Object.assign(capture, { to: user.email, link });
        else await options.sendResetLink(user.email, link);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
