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
export type FakeReply = { status: number; body: unknown };
export type RunningFake = { baseUrl: string; close: () => Promise<void> };

/**
 * A real HTTP server on a free loopback port, so the adapters under test go through fetch, headers,
 * status codes and JSON exactly as they do against the provider.
 */
export async function serveJson(
  handler: (request: FakeRequest) => FakeReply,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
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
        reply = handler({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        });
      } catch (error) {
        reply = { status: 500, body: { message: `fake server error: ${(error as Error).message}` } };
      }
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

export function bearerOf(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match?.[1];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
