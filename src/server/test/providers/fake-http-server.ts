import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
};
/**
 * A JSON answer, or `dropConnection`: the fake has done the work (recorded the refund…) and then
 * closes the socket without a word, as when the provider's answer is lost to a crash or a timeout.
 */
export type FakeReply = { status: number; body: unknown } | { dropConnection: true };
export type RunningFake = { baseUrl: string; close: () => Promise<void> };
export type RecordedRequest = { method: string; path: string; body: unknown };
/** A webhook as a provider delivers it: the exact bytes and the headers that vouch for them. */
export type SignedWebhook = { body: string; headers: Record<string, string> };

/**
 * A real HTTP server on a free loopback port, so the adapters under test go through fetch, headers,
 * status codes and JSON exactly as they do against the provider.
 */
export async function serveJson(
  handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      let reply: FakeReply;
      try {
        // A promise is a slow answer: the work is done, the answer waits for the test to release it.
        reply = await handler({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        });
      } catch (error) {
        reply = { status: 500, body: { message: `fake server error: ${(error as Error).message}` } };
      }
      if ('dropConnection' in reply) {
        // A reset, not a clean close: the client sees "socket hang up"/"fetch failed", never a status.
        req.socket.resetAndDestroy();
        return;
      }
      // The caller gave up waiting (a slow answer past its timeout): nobody is left to answer.
      if (req.socket.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/**
 * Which of a fake's endpoints are down, and how: `unavailable` answers 503, `reset` drops the
 * connection. An endpoint stays down until the test brings it back ("down for an hour" is "down
 * until the test says up"), so no test waits on a clock.
 */
export function outages<Endpoint extends string>() {
  const down = new Map<Endpoint | 'all', 'unavailable' | 'reset'>();
  return {
    down(endpoint: Endpoint | 'all', how: 'unavailable' | 'reset' = 'unavailable') {
      down.set(endpoint, how);
    },
    up(endpoint: Endpoint | 'all' = 'all') {
      if (endpoint === 'all') down.clear();
      else down.delete(endpoint);
    },
    of(endpoint: Endpoint): 'unavailable' | 'reset' | undefined {
      return down.get(endpoint) ?? down.get('all');
    },
  };
}

export function bearerOf(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match?.[1];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A provider's documented example, kept in fixtures/ as `{ "_source": {...}, "payload": ... }`:
 * `_source` names the repository, path and commit it was copied from (JSON has no comments).
 */
export type DocumentedExample<T = unknown> = { _source: Record<string, string>; payload: T };

const fixtureTexts = new Map<string, string>();

export function documentedExample<T = Record<string, unknown>>(name: string): DocumentedExample<T> {
  let text = fixtureTexts.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
    fixtureTexts.set(name, text);
  }
  return JSON.parse(text) as DocumentedExample<T>;
}

/** A fresh copy of a documented example's payload, for a fake to fill in. */
export const templateOf = <T = Record<string, unknown>>(name: string): T => documentedExample<T>(name).payload;

export const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * The documented example with our values, on its keys only: a value for a key the example does not
 * have is dropped, so the fake never speaks a field the document does not show. A value keeps the
 * example's type where the example wrote a number as a string (Paystack's refund events do).
 */
export function fillKnown(example: Record<string, unknown>, values: Record<string, unknown>) {
  const filled: Record<string, unknown> = { ...example };
  for (const [key, value] of Object.entries(values)) {
    if (!(key in example)) continue;
    filled[key] = typeof example[key] === 'string' && typeof value === 'number' ? String(value) : value;
  }
  return filled;
}
