import { createMiddleware } from 'hono/factory';
import { SLUG_PATTERN, slugify } from '../../shared/slug.ts';
import type { AppEnv } from './context.ts';

/** The pages named by a slug (src/web/lib/paths.ts: /category/:categorySlug, /store/:storeSlug). */
const SLUG_PAGE = /^\/(category|store)\/([^/]+)$/;

/**
 * The app's own path for a page path said another way, or null when it is already the app's own:
 * - runs of slashes become one: "//evil.example/product/1" is read as another host by anything
 *   that resolves it as a URL (a backslash counts as a slash, as browsers read a Location);
 * - the plain slug form (docs/product.md#route-guards: "lowercase, spaces to hyphens", so "Surulere Sports & Toys" is
 *   /store/surulere-sports-&-toys), an escaped name, capitals or accents become the slug
 *   slugify() makes of it. A segment that leaves no slug (no letter or digit) is left to the page.
 */
export function canonicalPathOf(pathname: string): string | null {
  const single = pathname.replace(/[/\\]+/g, '/');
  const page = SLUG_PAGE.exec(single);
  const segment = page?.[2];
  const slug = segment === undefined || SLUG_PATTERN.test(segment) ? '' : slugify(decodedOrAsIs(segment));
  if (slug !== '') return `/${page![1]}/${slug}`;
  return single === pathname ? null : single;
}

/** A path segment with its %-escapes decoded; a malformed escape is taken as typed. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * An API path of plain segments (none empty, none starting with a dot, no backslash or white space:
 * nothing a URL parser would rewrite into a run of slashes): canonicalPathOf leaves it as it is, so
 * its URL need not be parsed to know.
 */
const PLAIN_API_PATH = /^\/api(?:\/[^/\\.\s][^/\\\s]*)+$/;

/** A page asked for by another spelling of its path is a 301 to the app's own, query string kept. */
export const canonicalPaths = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !PLAIN_API_PATH.test(c.req.path)) {
    const url = new URL(c.req.url);
    const target = canonicalPathOf(url.pathname);
    if (target !== null) return c.redirect(`${target}${url.search}`, 301);
  }
  await next();
});
