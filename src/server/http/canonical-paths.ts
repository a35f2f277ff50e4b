import { createMiddleware } from 'hono/factory';
import { SLUG_PATTERN, slugify } from '../../shared/slug.ts';
import type { AppEnv } from './context.ts';

/** The pages named by a slug (src/web/lib/paths.ts: /category/:categorySlug, /store/:storeSlug). */
const SLUG_PAGE = /^\/(category|store)\/([^/]+)$/;

/**
 * The app's own path for a page path said another way, or null when it is already the app's own.
 * The spec's slug form (§2: "lowercase, spaces to hyphens", so "Surulere Sports & Toys" is
 * /store/surulere-sports-&-toys), an escaped name, capitals or accents: the slug slugify()
 * makes of it. A segment that leaves no slug (no letter or digit) is left to the page.
 */
export function canonicalPathOf(pathname: string): string | null {
  const page = SLUG_PAGE.exec(pathname);
  if (!page) return null;
  const [, kind, segment] = page as unknown as [string, string, string];
  if (SLUG_PATTERN.test(segment)) return null;
  const slug = slugify(decodedOrAsIs(segment));
  return slug === '' ? null : `/${kind}/${slug}`;
}

/** A path segment with its %-escapes decoded; a malformed escape is taken as typed. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A page asked for by another spelling of its path is a 301 to the app's own, query string kept. */
export const canonicalPaths = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const url = new URL(c.req.url);
    const target = canonicalPathOf(url.pathname);
    if (target !== null) return c.redirect(`${target}${url.search}`, 301);
  }
  await next();
});
