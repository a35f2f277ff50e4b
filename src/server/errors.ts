import type { ErrorCode, ErrorEnvelope } from '../shared/errors.ts';

/**
 * An error a person should read: its message goes to the client as is. It knows nothing of HTTP;
 * http/error-status.ts maps its code to a status, so use cases stay free of the web framework.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
