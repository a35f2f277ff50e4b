import type { ClientResponse } from 'hono/client';
import { call } from '../../../lib/api.ts';

/**
 * The Needs attention endpoints (/api/admin/payment-issues) through the same `call()` as every other
 * request, so errors arrive as ApiError with the envelope's message and fields. The bodies are the
 * shared shapes of src/shared/checkout.ts (PaymentIssuesPage, PaymentIssueView).
 *
 * Written before the server's routes existed in AppType; once they do, each endpoint file can call
 * `api.admin['payment-issues']…` instead and this file goes.
 */
export function requestPaymentIssues<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' },
): Promise<T> {
  const response = fetch(`/api/admin/payment-issues${path}`, {
    method: init.method,
    credentials: 'same-origin',
    ...(init.body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
  }) as unknown as Promise<ClientResponse<T, 200, 'json'>>;
  return call(response) as Promise<T>;
}
