/**
 * How a stopping process leaves a load balancer's pool (decision 0027). main.ts drives it on SIGTERM:
 * - draining: GET /healthz answers 503, so the balancer sends no new requests, while the process
 *   still serves every request that reaches it (those sent before the balancer noticed);
 * - closing: it no longer listens; open event streams end, so browsers reconnect, through the
 *   balancer, to another node, and the requests under way finish.
 */
export type Lifecycle = {
  readonly draining: boolean;
  /**
   * Calls `listener` once the process stops listening (at once if it has); returns the function
   * that forgets it, for a stream that ends first (a listener kept would outlive its stream).
   */
  onClose: (listener: () => void) => () => void;
  drain: () => void;
  close: () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let closed = false;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    onClose(listener) {
      if (closed) {
        queueMicrotask(listener);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drain() {
      draining = true;
    },
    close() {
      draining = true;
      closed = true;
      for (const listener of listeners) listener();
      listeners.clear();
    },
  };
}
