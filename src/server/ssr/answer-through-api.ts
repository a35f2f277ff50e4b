/** The answer to a page's request when the page names nothing there is (the API said 404, or 400 to its input). */
export const PAGE_NOT_FOUND: unique symbol = Symbol('page not found');

/** The app, as far as asking it a request in-process goes (Hono's `app.request`). */
export type InProcessApp = { request(url: URL, init: RequestInit, env?: object): Response | Promise<Response> };

/** Answers one API request of a page (`/api/catalog/…`, path and query string): the API's JSON body, or PAGE_NOT_FOUND. */
export type AnswerRequest = (request: string) => Promise<unknown>;

/**
 * The headers of the page's request that the browser's own API call would carry too: who is signed
 * in, the language, the address the proxy saw. Never its Accept-Encoding (the body is read here, a
 * compressed one would be compressed for nothing) nor its conditional headers (they name the page,
 * not the API's answer).
 */
const FORWARDED = [
  'cookie',
  'authorization',
  'accept-language',
  'user-agent',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
];

/**
 * A server-rendered page's data, asked of the app's own API routes in-process (`app.request`, no
 * socket): the same middleware, input validation, use case and JSON as the browser's call, with
 * the headers that call would carry and on the same connection (`env`), so whatever a route
 * decides from them it decides the same for the page. One path from a URL to its data: a change to
 * a catalog route is a change to the page rendered on the server.
 *
 * A 404, or a 400 to input the page took from its URL (a malformed product id), is PAGE_NOT_FOUND:
 * the app shows the same for both. Any other failure throws, and the page is sent as the app shell.
 */
export function answerThroughApi(app: InProcessApp, page: Request, env?: object): AnswerRequest {
  const headers = new Headers({ accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = page.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return async (request) => {
    const url = new URL(request, page.url);
    // Only the API is asked, never another page (which would render again) nor another host.
    if (url.origin !== new URL(page.url).origin || !url.pathname.startsWith('/api/'))
      throw new Error(`A server-rendered page asked for ${request}, which is not an API request`);
    const response = await app.request(url, { headers }, env);
    if (response.ok) return (await response.json()) as unknown;
    await response.body?.cancel();
    if (response.status === 404 || response.status === 400) return PAGE_NOT_FOUND;
    throw new Error(`${url.pathname} answered ${response.status} to a server-rendered page`);
  };
}
