import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MAX_HOLD_DAYS } from '../shared/constants.ts';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * The demo's stand-in for the marketplace's WhatsApp line, outside production only: 234 800 000 0000
 * belongs to nobody. In production there is no WhatsApp method without WHATSAPP_NUMBER.
 */
export const DEMO_WHATSAPP_NUMBER = '2348000000000';

/**
 * wa.me wants the full international number as bare digits (docs/payment-providers.md#whatsapp-links). People copy the
 * number as they dial it, so a Nigerian 0803… or +234 803… is accepted and rewritten as 234803….
 */
const whatsappNumber = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const raw = (v ?? '').replace(/[\s().-]/g, '');
    if (raw === '') return undefined;
    const digits = raw.startsWith('+') ? raw.slice(1) : /^0\d{10}$/.test(raw) ? `234${raw.slice(1)}` : raw;
    if (!/^[1-9]\d{7,14}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'must be a phone number in international format, e.g. 2348031234567' });
      return z.NEVER;
    }
    return digits;
  });

/** Comma-separated IP addresses (Paystack publishes the three its webhooks come from). */
const ipList = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  const bad = addresses.filter((a) => isIP(a) === 0);
  if (bad.length > 0 || addresses.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be IP addresses separated by commas (not ${bad.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return addresses;
});

const baseUrl = (fallback: string) =>
  optionalString.pipe(z.url().optional()).transform((v) => (v ?? fallback).replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  SEED_DEMO: booleanFlag(true),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Oja <no-reply@oja.local>'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
  // Behind a load balancer: how long a stopping node keeps serving while /healthz answers 503,
  // so the balancer has taken it out before it stops listening (decision 0027).
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST: z.string().default('./dist'),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_PUBLIC_KEY: optionalString,
  PAYSTACK_BASE_URL: baseUrl('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: optionalString,
  FLUTTERWAVE_PUBLIC_KEY: optionalString,
  FLUTTERWAVE_WEBHOOK_HASH: optionalString,
  FLUTTERWAVE_BASE_URL: baseUrl('https://api.flutterwave.com/v3'),
  PAYSTACK_WEBHOOK_IPS: ipList,
  WHATSAPP_NUMBER: whatsappNumber,
  SANDBOX_WEBHOOK_SECRET: optionalString,
  // How long a delivered order's money is held before it can be cashed out, until an admin sets it.
  // Whole days: the admin's Payouts tab shows this hold in the field that saves whole days only, so a
  // fraction would be shown and then refused there. Refused rather than rounded: 0.5 rounded is a
  // day or nothing, and either would hold money for a time nobody chose.
  PAYOUT_HOLD_DAYS: optionalString.transform((raw, ctx) => {
    if (raw === undefined) return 3;
    const days = Number(raw);
    if (Number.isInteger(days) && days >= 0 && days <= MAX_HOLD_DAYS) return days;
    const fraction = Number.isFinite(days) && days > 0 && days < MAX_HOLD_DAYS;
    ctx.addIssue({
      code: 'custom',
      message: `must be whole days from 0 to ${MAX_HOLD_DAYS} (got ${raw})${
        fraction ? '; for a hold shorter than a day on staging or in tests, set PAYOUT_HOLD_SECONDS' : ''
      }`,
    });
    return z.NEVER;
  }),
  // Staging and tests: a hold of seconds in place of PAYOUT_HOLD_DAYS, so the release can be watched.
  PAYOUT_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_HOLD_DAYS * 86_400)
    .optional(),
  // How long the sandbox's bank transfer takes to arrive after the shopper "sends" it.
  SANDBOX_TRANSFER_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  // How the sandbox's payouts (cashout bank transfers) end, and how long they take.
  SANDBOX_PAYOUT_OUTCOME: z.enum(['success', 'failed'], { error: 'must be success or failed' }).default('success'),
  SANDBOX_PAYOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // Only its name turns the sandbox on in production; unset, it serves outside production only.
  PAYMENT_SANDBOX: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  trustProxy: boolean;
  /** Seconds a stopping process fails /healthz while still serving, before it stops listening (DRAIN_SECONDS, 0). */
  drainSeconds: number;
  logLevel: string;
  /** Readable lines in development, JSON lines elsewhere, unless LOG_FORMAT says. */
  logFormat: 'pretty' | 'json';
  webDist: string;
  /**
   * Days a delivered order's money is held (PAYOUT_HOLD_DAYS, 3) until an admin sets the hold; a
   * fraction of a day only from PAYOUT_HOLD_SECONDS (staging and tests).
   */
  payoutHoldDays: number;
  payments: {
    /** Present only when PAYSTACK_SECRET_KEY is set. */
    paystack?: { secretKey: string; publicKey: string; baseUrl: string };
    flutterwave?: { secretKey: string; publicKey: string; webhookHash: string; baseUrl: string };
    /**
     * Whether the sandbox may stand in for a card method without keys: outside production unless
     * PAYMENT_SANDBOX=false, and in production only with PAYMENT_SANDBOX=true. No real money moves.
     */
    sandbox: boolean;
    /**
     * The marketplace's WhatsApp number, digits only in international format (2348031234567) as
     * wa.me wants it; the demo number outside production, and none (no WhatsApp method) in
     * production without WHATSAPP_NUMBER.
     */
    whatsappNumber: string | undefined;
    /** Where Paystack webhooks may come from (PAYSTACK_WEBHOOK_IPS); any address when unset. */
    paystackWebhookIps: string[] | undefined;
    sandboxWebhookSecret?: string;
    /** Seconds before the sandbox's bank transfer arrives (SANDBOX_TRANSFER_SECONDS, 20). */
    sandboxTransferSeconds: number;
    /**
     * The sandbox's payouts (decision 0018): each reads pending for SANDBOX_PAYOUT_SECONDS (10),
     * then SANDBOX_PAYOUT_OUTCOME (success, or failed to try the money coming back).
     */
    sandboxPayouts: { outcome: 'success' | 'failed'; seconds: number };
  };
};

export class ConfigError extends Error {}

/** Parses the environment once; throws listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // Without the hash every Flutterwave webhook would be refused, and payments would settle only
  // when a shopper comes back to the return page.
  if (e.FLUTTERWAVE_SECRET_KEY !== undefined && e.FLUTTERWAVE_WEBHOOK_HASH === undefined) {
    problems.push(
      'FLUTTERWAVE_WEBHOOK_HASH: required when FLUTTERWAVE_SECRET_KEY is set (the secret hash of the Flutterwave dashboard)',
    );
  }
  // Paystack and Flutterwave send the shopper back to PUBLIC_URL, and reset links point at it: a
  // production server guessing http://localhost would send them nowhere.
  if (e.NODE_ENV === 'production' && e.PUBLIC_URL === undefined) {
    problems.push(
      'PUBLIC_URL: required when NODE_ENV=production (the address shoppers and payment providers reach Oja at, e.g. https://oja.example.ng)',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    payoutHoldDays: e.PAYOUT_HOLD_SECONDS === undefined ? e.PAYOUT_HOLD_DAYS : e.PAYOUT_HOLD_SECONDS / 86_400,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    drainSeconds: e.DRAIN_SECONDS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    webDist: path.resolve(e.WEB_DIST),
    payments: {
      paystack: e.PAYSTACK_SECRET_KEY
        ? { secretKey: e.PAYSTACK_SECRET_KEY, publicKey: e.PAYSTACK_PUBLIC_KEY ?? '', baseUrl: e.PAYSTACK_BASE_URL }
        : undefined,
      flutterwave:
        e.FLUTTERWAVE_SECRET_KEY && e.FLUTTERWAVE_WEBHOOK_HASH
          ? {
              secretKey: e.FLUTTERWAVE_SECRET_KEY,
              publicKey: e.FLUTTERWAVE_PUBLIC_KEY ?? '',
              webhookHash: e.FLUTTERWAVE_WEBHOOK_HASH,
              baseUrl: e.FLUTTERWAVE_BASE_URL,
            }
          : undefined,
      sandbox: e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production',
      whatsappNumber: e.WHATSAPP_NUMBER ?? (e.NODE_ENV === 'production' ? undefined : DEMO_WHATSAPP_NUMBER),
      paystackWebhookIps: e.PAYSTACK_WEBHOOK_IPS,
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      sandboxTransferSeconds: e.SANDBOX_TRANSFER_SECONDS,
      sandboxPayouts: { outcome: e.SANDBOX_PAYOUT_OUTCOME, seconds: e.SANDBOX_PAYOUT_SECONDS },
    },
  };
}
