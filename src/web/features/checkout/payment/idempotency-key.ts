/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure pages (https or localhost), so
 * a plain-http deployment gets 16 random bytes in hex instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt: the same request sent again (after a lost answer) reuses the key, so the
 * server answers with the checkout it already made; anything different is a new attempt.
 */
export class AttemptKeys {
  private current: { key: string; body: string } | null = null;

  keyFor(body: string): string {
    if (this.current?.body !== body) this.current = { key: newIdempotencyKey(), body };
    return this.current.key;
  }

  /** The server answered (success or a refusal): the next press is a new attempt. */
  settled(): void {
    this.current = null;
  }
}
