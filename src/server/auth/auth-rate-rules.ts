import { AUTH_RATE_LIMIT } from '../../shared/constants.ts';
import type { RateRule } from './rate-limit.ts';

const { windowSeconds } = AUTH_RATE_LIMIT;

/** Attempts of one kind ("signin", "reset") for one e-mail address, whatever the IP. */
export const addressRule = (action: string, email: string): RateRule => ({
  key: `${action}:email:${email}`,
  limit: AUTH_RATE_LIMIT.perAddress,
  windowSeconds,
});

/** Attempts of one kind from one IP, whatever the address. */
export const ipRule = (action: string, ip: string): RateRule => ({
  key: `${action}:ip:${ip}`,
  limit: AUTH_RATE_LIMIT.perIp,
  windowSeconds,
});
