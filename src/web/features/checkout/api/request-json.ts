import type { ClientResponse } from 'hono/client';
import { call } from '../../../lib/api.ts';

/**
 * A JSON request to the checkout and payment API, read through the one `call` (errors become
 * ApiError with the envelope's message).
 */
export function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return call(
    fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }) as unknown as Promise<ClientResponse<T, 200, 'json'>>,
  ) as Promise<T>;
}
