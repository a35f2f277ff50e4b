/**
 * Server-sent events shared by everything on the page that listens to one URL: however many
 * components subscribe, the page holds one EventSource per URL, opened by the first subscriber
 * and closed when the last one leaves (unmount, sign-out).
 *
 * EventSource reconnects by itself after a dropped connection. It gives up for good when the
 * server answers with an error status (a 401 after the session ended, a 503 while it restarts);
 * then this module opens a new one after a growing pause, for as long as anyone is subscribed.
 * Events sent while the connection was down are lost, so subscribers hear about every `open`
 * and whether it followed a drop, and can refetch what they show.
 *
 * The last subscriber leaving closes the connection on the next task rather than at once, so a
 * component replaced by another that listens too (a tab switch) keeps the same connection.
 */

export type EventSubscriber = {
  /** The event names (`event:` lines) this subscriber wants. */
  events: readonly string[];
  onEvent: (name: string, event: MessageEvent<string>) => void;
  /** The connection opened; `reconnected` when it had dropped (or failed) since the last open. */
  onOpen?: (info: { reconnected: boolean }) => void;
};

/** How an EventSource is made; tests pass a fake. */
export type EventSourceFactory = (url: string) => EventSource;

/** Pauses before reopening a connection the browser gave up on; the last one repeats. */
export const REOPEN_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;

/** EventSource.CLOSED, spelled out so that the module loads where EventSource does not exist. */
const CLOSED = 2;

class SharedEventSource {
  private source: EventSource | null = null;
  private readonly subscribers = new Set<EventSubscriber>();
  /** Event names the current source has a dispatcher for. */
  private readonly dispatched = new Set<string>();
  private dropped = false;
  private failures = 0;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly create: EventSourceFactory,
    /** Called once the connection has closed for want of subscribers. */
    private readonly onClosed: () => void,
  ) {}

  get idle(): boolean {
    return this.subscribers.size === 0;
  }

  add(subscriber: EventSubscriber): void {
    clearTimeout(this.closeTimer);
    this.closeTimer = undefined;
    this.subscribers.add(subscriber);
    if (this.source) subscriber.events.forEach((name) => this.dispatch(name));
    else if (this.reopenTimer === undefined) this.open();
  }

  remove(subscriber: EventSubscriber): void {
    this.subscribers.delete(subscriber);
    if (!this.idle || this.closeTimer !== undefined) return;
    this.closeTimer = setTimeout(() => {
      this.closeTimer = undefined;
      if (!this.idle) return;
      this.close();
      this.onClosed();
    }, 0);
  }

  private open(): void {
    const source = this.create(this.url);
    this.source = source;
    this.dispatched.clear();
    this.subscribers.forEach((subscriber) => subscriber.events.forEach((name) => this.dispatch(name)));
    source.addEventListener('open', () => {
      const reconnected = this.dropped;
      this.dropped = false;
      this.failures = 0;
      this.subscribers.forEach((subscriber) => subscriber.onOpen?.({ reconnected }));
    });
    source.addEventListener('error', () => {
      this.dropped = true;
      if (source.readyState !== CLOSED) return; // the browser is reconnecting by itself
      source.close();
      this.source = null;
      const delay = REOPEN_DELAYS_MS[Math.min(this.failures, REOPEN_DELAYS_MS.length - 1)];
      this.failures += 1;
      this.reopenTimer = setTimeout(() => {
        this.reopenTimer = undefined;
        if (!this.idle) this.open();
      }, delay);
    });
  }

  /** One listener per event name on the source, handing each event to every subscriber that wants it. */
  private dispatch(name: string): void {
    if (!this.source || this.dispatched.has(name)) return;
    this.dispatched.add(name);
    this.source.addEventListener(name, (event) => {
      this.subscribers.forEach((subscriber) => {
        if (subscriber.events.includes(name)) subscriber.onEvent(name, event as MessageEvent<string>);
      });
    });
  }

  private close(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = undefined;
    this.source?.close();
    this.source = null;
    this.dropped = false;
    this.failures = 0;
  }
}

const connections = new Map<string, SharedEventSource>();

/** Listens to `url`'s events through the page's one connection to it; returns the unsubscribe. */
export function subscribeToEvents(
  url: string,
  subscriber: EventSubscriber,
  create: EventSourceFactory = (target) => new EventSource(target),
): () => void {
  let connection = connections.get(url);
  if (!connection) {
    const created = new SharedEventSource(url, create, () => {
      if (connections.get(url) === created) connections.delete(url);
    });
    connections.set(url, created);
    connection = created;
  }
  const shared = connection;
  shared.add(subscriber);
  return () => shared.remove(subscriber);
}
