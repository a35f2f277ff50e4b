import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailableError } from './payment-provider.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A checkout waits on these calls; past this the shopper is better served by "try again". */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The note a refund carries at the provider (Paystack merchant_note, Flutterwave comments): Oja's
 * refund row id, so that a retry can find a refund whose answer was lost before it sends another.
 */
export const refundNote = (refundId: string): string => `oja-refund:${refundId}`;

/** How many pages of a provider's list a lookup reads before it gives up rather than guess. */
export const MAX_LIST_PAGES = 20;

export type ProviderReply = { httpStatus: number; body: Record<string, unknown> };

/**
 * One JSON call to a provider's API with the secret key as Bearer token. Resolves only for answers
 * the adapter can judge: a 2xx, or a 4xx about the request itself (a duplicate reference, an unknown
 * transaction). Everything that says nothing about the payment — no connection, a timeout, 5xx, 429,
 * a refused key, a body that is not a JSON object — throws ProviderUnavailableError, so a caller
 * never mistakes an outage or a bad key for a failed payment. Messages name the endpoint, never the key.
 */
export async function callProvider(
  provider: string,
  options: {
    fetch: FetchLike;
    secretKey: string;
    timeoutMs: number;
    method: 'GET' | 'POST';
    url: string;
    body?: unknown;
  },
): Promise<ProviderReply> {
  const endpoint = `${options.method} ${new URL(options.url).pathname}`;
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(options.url, {
      method: options.method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // An API that redirects is misconfigured; following would resend the key to another address.
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailableError(`${provider} ${endpoint}: ${whyNoAnswer(error, options.timeoutMs)}`, {
      cause: error,
    });
  }
  const body = parseObject(text);
  const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
  if (response.status === 401 || response.status === 403) {
    throw new ProviderUnavailableError(
      `${provider} ${endpoint} refused the secret key (HTTP ${response.status})${said}`,
    );
  }
  const judgeable =
    (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500);
  if (!judgeable || response.status === 429) {
    throw new ProviderUnavailableError(`${provider} ${endpoint} answered HTTP ${response.status}${said}`);
  }
  if (body === undefined) {
    throw new ProviderUnavailableError(
      `${provider} ${endpoint} answered HTTP ${response.status} without a JSON object`,
    );
  }
  return { httpStatus: response.status, body };
}

/** Codes of a connection that was open and then lost: the request may have reached the provider. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** What an adapter's modules share for one provider: its calls, and its error for a reply it cannot read. */
export type ProviderClient = {
  /** One call to the provider's `path` (callProvider); `timeoutMs` overrides the client's for a slow endpoint. */
  call: (method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs?: number) => Promise<ProviderReply>;
  /** A reply whose shape the adapter cannot read: an outage to the caller, never a refusal. */
  unexpected: (what: string, reply: ProviderReply) => ProviderUnavailableError;
};

export type ProviderClientOptions = {
  secretKey: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
};

export function createProviderClient(provider: string, options: ProviderClientOptions): ProviderClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    call: (method, path, body, timeoutMs) =>
      callProvider(provider, {
        fetch: options.fetch ?? fetch,
        secretKey: options.secretKey,
        timeoutMs: timeoutMs ?? options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
        method,
        url: `${baseUrl}${path}`,
        body,
      }),
    unexpected: (what, reply) =>
      new ProviderUnavailableError(`${provider} ${what}: unexpected answer (${describeError(reply)})`),
  };
}

/** The provider's `message`, or '' when it gave none. */
export const messageOf = (reply: ProviderReply): string =>
  typeof reply.body.message === 'string' ? reply.body.message : '';

/** Amounts reach a provider only as whole, positive kobo: anything else is a bug on Oja's side, not a refusal. */
export function assertPositiveKobo(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new RangeError(`amountKobo must be a positive integer, got ${amountKobo}`);
  }
}

/**
 * A timeout or a dropped connection says nothing about whether the provider acted on the request
 * (a refund may have been taken): the message says so, unlike a connection that never opened.
 */
function whyNoAnswer(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs} ms (the request may have been received)`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string' && DROPPED.has(cause.code)) {
    return 'the connection dropped before an answer (the request may have been received)';
  }
  return 'could not connect';
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Constant-time comparison of a header with the value we expect. Hashing both sides first gives
 * timingSafeEqual the equal lengths it needs without leaking the expected value's length.
 */
export function sameSecret(given: string | null, expected: string): boolean {
  if (given === null || given === '' || expected === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function describeError(reply: ProviderReply): string {
  const message = typeof reply.body.message === 'string' ? reply.body.message.slice(0, 200) : 'no message';
  const code = typeof reply.body.code === 'string' ? ` (${reply.body.code})` : '';
  return `HTTP ${reply.httpStatus}: ${message}${code}`;
}
