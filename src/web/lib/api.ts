import type { UseMutationOptions } from '@tanstack/react-query';
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../../server/app.ts';
import type { ErrorCode, ErrorEnvelope } from '../../shared/errors.ts';
import { messages } from '../../shared/messages.ts';
import { uiMessages } from './ui-messages.ts';

/** Where the JSON API is mounted (src/server/app.ts). */
export const API_BASE = '/api';

/** Typed client of the JSON API; session cookies are httpOnly and travel on same-origin requests. */
export const api = hc<AppType>(API_BASE, { init: { credentials: 'same-origin' } });

/** A failed API call: the envelope's message (already in the product's words) plus per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'network',
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Reads the error envelope without zod: a structural check keeps the validation library out of
 * the first-visit bundle, and the shape is fixed by src/shared/errors.ts.
 */
function readEnvelope(body: unknown): ErrorEnvelope['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return null;
  if (!('message' in error) || typeof error.message !== 'string') return null;
  const code = 'code' in error && typeof error.code === 'string' ? (error.code as ErrorCode) : 'internal';
  const fields =
    'fields' in error && typeof error.fields === 'object' && error.fields !== null
      ? Object.fromEntries(
          Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return { code, message: error.message, ...(fields ? { fields } : {}) };
}

/** Successful status codes only: what a caller gets back once errors became exceptions. */
type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 ? T : never) : never;

/**
 * The one place a response becomes data or an ApiError. Every API call goes through it, so
 * components only ever see the body of a success or an error carrying the envelope's message.
 */
export async function call<R extends ClientResponse<unknown, number, 'json'>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(uiMessages.networkError, 0, 'network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as SuccessBody<R>;
  const envelope = readEnvelope(body);
  throw new ApiError(
    envelope?.message ?? messages.http.internal,
    response.status,
    envelope?.code ?? 'internal',
    envelope?.fields,
  );
}

/**
 * How long the sign-in, sign-up, password reset and review forms wait for an answer. On a dead mobile
 * connection a request can hang for minutes with no word; after this it becomes the same
 * network error as a request that fails at once, and the person can try again.
 */
export const ANSWER_WAIT_MS = 15_000;

/**
 * `call` for a request that gives up after `ANSWER_WAIT_MS`: `send` starts the request with the
 * `init` it is given (its abort signal). A plain setTimeout rather than AbortSignal.timeout, so a
 * browser test's clock can move it on instead of waiting.
 */
export async function callWithin<R extends ClientResponse<unknown, number, 'json'>>(
  send: (options: { init: RequestInit }) => Promise<R>,
): Promise<SuccessBody<R>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANSWER_WAIT_MS);
  try {
    return await call(send({ init: { signal: controller.signal } }));
  } finally {
    clearTimeout(timer);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What a page adds to an endpoint's mutation hook: its own reaction to success and failure. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
