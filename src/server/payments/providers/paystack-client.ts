import { z } from 'zod';
import { createProviderClient, type ProviderClient, type ProviderClientOptions } from './provider-http.ts';

/** Paystack's API with the secret key: what its collection and payout modules both call. */
export const createPaystackClient = (options: ProviderClientOptions): ProviderClient =>
  createProviderClient('Paystack', options);

/** An id, which Paystack writes as a number or a string. */
export const paystackId = z.union([z.number(), z.string().min(1)]);

/** Kobo, which Paystack writes as a number or, in some documented bodies, a string of digits. */
export const paystackKobo = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
