// Flutterwave v3 speaks naira: its amounts go through the one kobo ↔ naira conversion (shared/money.ts).
import { z } from 'zod';
import { createProviderClient, type ProviderClient, type ProviderClientOptions } from './provider-http.ts';

/** Flutterwave's v3 API with the secret key: what its collection and payout modules both call. */
export const createFlutterwaveClient = (options: ProviderClientOptions): ProviderClient =>
  createProviderClient('Flutterwave', options);

/** An id, which Flutterwave writes as a number or a string. */
export const flutterwaveId = z.union([z.number(), z.string().min(1)]);
