import pino from 'pino';

export type Logger = pino.Logger;

/** BVNs are 11 digits, NUBAN account numbers 10, phone numbers 11 or 13: none is logged whole. */
const LONG_DIGITS = /\d{10,}/g;
const REDACTED = '[redacted]';

/**
 * PostgreSQL's `detail` quotes the values of the row or key that failed ("Key (bvn)=(…) already
 * exists", "Failing row contains (…)"); the names of the columns are kept, the values are not.
 */
function redactDetail(detail: string): string {
  return detail
    .replace(/\)=\(.*?\)( already exists| is not present| is still referenced| conflicts)/gs, `)=(${REDACTED})$1`)
    .replace(/(Failing row contains )\(.*\)/s, `$1(${REDACTED})`)
    .replace(LONG_DIGITS, REDACTED);
}

/**
 * A copy of an error (and its causes) fit for the log. A failed Drizzle query carries its values
 * twice: as `params` and in its message ("Failed query: … params: …"); they are dropped and the
 * SQL text kept. Values the database quotes in its own message or detail (`value "…" is out of
 * range`) are masked where they look like BVNs, account or phone numbers.
 */
function scrubError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) copy[key] = (error as unknown as Record<string, unknown>)[key];
  let message = error.message;
  let stack = error.stack ?? '';
  if ('params' in copy) {
    delete copy.params;
    const withoutParams = message.replace(/\nparams: [\s\S]*$/, '');
    stack = stack.replace(message, () => withoutParams);
    message = withoutParams;
  }
  copy.message = message.replace(LONG_DIGITS, REDACTED);
  copy.stack = stack.replace(LONG_DIGITS, REDACTED);
  if (typeof copy.detail === 'string') copy.detail = redactDetail(copy.detail);
  if (typeof copy.where === 'string') copy.where = copy.where.replace(LONG_DIGITS, REDACTED);
  if ('cause' in copy) copy.cause = scrubError(copy.cause, depth + 1);
  return copy;
}

/** An error's message fit to be stored or logged (a job's last error, say): no query values, no BVNs. */
export function loggableMessage(error: unknown): string {
  const scrubbed = scrubError(error);
  return scrubbed instanceof Error ? scrubbed.message : String(scrubbed).replace(LONG_DIGITS, REDACTED);
}

/** pino's error serializer, on a copy of the error without the personal data a query may carry. */
export function serializeError(error: unknown) {
  return pino.stdSerializers.err(scrubError(error) as Error);
}

/** `destination` is for tests that read what was logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
