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

/** JSON lines for machines (production), or readable lines for a person at a terminal (development). */
export type LogFormat = 'json' | 'pretty';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the readable form shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'err', 'error']);

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** An error as pino serialised it: its stack (which starts with its message), or its message. */
function errorLines(err: unknown): string[] {
  if (!err || typeof err !== 'object') return [`  ${fieldValue(err)}`];
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === 'string' && stack ? stack : String(message ?? fieldValue(err));
  return text.split('\n').map((line) => `  ${line}`);
}

/**
 * One pino record (a JSON line) as a person reads it: `14:03:07 GET /api/catalog/home 200 12 ms` for
 * a request, `14:03:07 WARN <message> key=value …` otherwise; an error's stack follows, indented.
 */
export function formatLogLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = typeof record.time === 'string' ? new Date(record.time) : new Date();
  const clock = [time.getHours(), time.getMinutes(), time.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  const level = LEVEL_NAMES[Number(record.level)] ?? 'LOG';
  if (record.msg === 'request' && typeof record.method === 'string' && typeof record.path === 'string') {
    return `${clock} ${record.method} ${record.path} ${String(record.status)} ${String(record.ms)} ms`;
  }
  const fields = Object.entries(record)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => ` ${key}=${fieldValue(value)}`)
    .join('');
  const err = record.err ?? record.error;
  const head = `${clock} ${level} ${String(record.msg ?? '')}${fields}`;
  return err === undefined ? head : [head, ...errorLines(err)].join('\n');
}

/** A pino destination that writes each record to `out` as formatLogLine shows it. */
export function prettyDestination(out: { write: (text: string) => unknown }): pino.DestinationStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(`${formatLogLine(line)}\n`);
    },
  };
}

/** `destination` is for tests that read what was logged; by default lines go to standard output. */
export function createLogger(level: string, destination?: pino.DestinationStream, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError, error: serializeError },
  };
  if (format === 'pretty') return pino(options, prettyDestination(destination ?? process.stdout));
  return destination ? pino(options, destination) : pino(options);
}
