/**
 * How a stopping process leaves a load balancer's pool (decision 0027). main.ts drives it on SIGTERM:
 * - draining: GET /healthz answers 503, so the balancer sends no new requests, while the process
 *   still serves every request that reaches it (those sent before the balancer noticed);
 * - closing: it no longer listens; open event streams end, so browsers reconnect, through the
 *   balancer, to another node, and the requests under way finish.
 */
export type Lifecycle = {
  readonly draining: boolean;
  /** Resolves once the process stops listening. */
  readonly closing: Promise<void>;
  drain: () => void;
  close: () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let close!: () => void;
  const closing = new Promise<void>((resolve) => (close = resolve));
  return {
    get draining() {
      return draining;
    },
    closing,
    drain() {
      draining = true;
    },
    close() {
      draining = true;
      close();
    },
  };
}
