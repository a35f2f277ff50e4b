import { AUTH_RATE_LIMIT } from '../../shared/constants.ts';
import type { RateRule } from '../db/rate-count.ts';

const { windowSeconds } = AUTH_RATE_LIMIT;

/** Failed sign-ins for one account from one IP: the owner elsewhere is never locked out by them. */
export const signInFailuresRule = (email: string, ip: string): RateRule => ({
  key: `signin-failure:${email}:${ip}`,
  limit: AUTH_RATE_LIMIT.failuresPerAccountAndIp,
  windowSeconds,
});

/** Attempts of one kind ("signin", "reset", "reset-attempt", "signup") from one IP, whatever the account. */
export const ipRule = (action: string, ip: string, limit: number = AUTH_RATE_LIMIT.perIp): RateRule => ({
  key: `${action}:ip:${ip}`,
  limit,
  windowSeconds,
});

/** Reset e-mails sent to one address, whoever asks (decision in request-password-reset.ts). */
export const resetEmailRule = (email: string): RateRule => ({
  key: `reset:email:${email}`,
  limit: AUTH_RATE_LIMIT.resetsPerEmail,
  windowSeconds,
});

/** One "already registered" e-mail per account per hour, however often strangers sign up with it. */
export const alreadyRegisteredMailRule = (email: string): RateRule => ({
  key: `already-registered-mail:${email}`,
  limit: 1,
  windowSeconds: AUTH_RATE_LIMIT.alreadyRegisteredMailSeconds,
});
