import type { Deps } from '../deps.ts';

/** Ends the session server-side; returns the headers that clear the cookie. */
export async function signOut(
  deps: Pick<Deps, 'auth' | 'config'>,
  input: { requestHeaders: Headers },
): Promise<Headers> {
  // Our CSRF defence is at the HTTP layer (JSON-only API, SameSite=Lax, Origin check on forms), so
  // better-auth's own origin check is handed our origin rather than the browser's optional header.
  const headers = new Headers({ origin: deps.config.publicUrl });
  const cookie = input.requestHeaders.get('cookie');
  if (!cookie) return new Headers();
  headers.set('cookie', cookie);
  const result = await deps.auth.api.signOut({ headers, body: {}, returnHeaders: true });
  return result.headers;
}
