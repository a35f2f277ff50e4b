import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token a signed cookie value carries (`token.signature`, the signature being the
 * base64 HMAC-SHA256 of the token under the auth secret, as better-auth signs it), or null when the
 * value is not signed by this secret. Checked here so a signed-in request needs no call into
 * better-auth to find its token.
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
