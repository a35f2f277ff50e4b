import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors.ts';
import { statusOfCode } from './error-status.ts';
import type { AppEnv } from './context.ts';
import { messages } from '../../shared/messages.ts';

/** One place turns every thrown error into the envelope; nothing else reaches the client. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    if (error.code === 'rate_limited') c.header('Retry-After', '900');
    return c.json(error.toEnvelope(), statusOfCode[error.code]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx (malformed JSON, wrong content type) get our envelope and a plain message.
    const appError =
      error.status === 400
        ? new AppError('invalid_input', messages.http.invalidJson, { body: messages.http.invalidJson })
        : error.status === 413
          ? new AppError('payload_too_large', 'Request body is too large')
          : error.status === 403
            ? new AppError('forbidden', error.message || 'Forbidden')
            : new AppError('invalid_input', error.message || messages.http.invalidInput);
    return c.json(appError.toEnvelope(), statusOfCode[appError.code]);
  }
  const log = c.var.log ?? c.var.deps?.logger;
  log?.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
  return c.json(new AppError('internal', messages.http.internal).toEnvelope(), 500);
}
