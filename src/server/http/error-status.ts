import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/errors.ts';

/** The one map from error code to HTTP status. */
export const statusOfCode: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A well-formed request that contradicts an earlier one (an Idempotency-Key reused for another cart). */
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** A service we depend on (mail, storage, payment provider) failed. */
  unavailable: 503,
};
