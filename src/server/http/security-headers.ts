import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/** The Content-Security-Policy, one string built once. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Paystack's InlineJS popup loads its script and frames when Paystack keys are configured.
  "script-src 'self' https://js.paystack.co",
  'frame-src https://checkout.paystack.com',
  // Toasts and Radix set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  // Category images may be typed https URLs; S3 uploads live on another host.
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every answer's security headers: what hono/secure-headers sent with the app's options, fixed at start-up. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Sets the security headers before the handler runs, so the handler's response is built with them
 * and nothing is added to it afterwards (hono/secure-headers set a dozen headers on every finished
 * response, and built the policy's callbacks per request). A response made elsewhere (better-auth's)
 * does not carry the prepared headers: it gets them on its own headers afterwards.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
  const headers = c.res.headers;
  if (headers.get('X-Content-Type-Options') !== 'nosniff') {
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  }
  if (headers.has('X-Powered-By')) headers.delete('X-Powered-By');
});
