import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { REOPEN_DELAYS_MS, subscribeToEvents, type EventSubscriber } from './event-source.ts';

/** Just enough of EventSource: listeners, readyState, close, and helpers to play the server. */
class FakeEventSource extends EventTarget {
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
  /** A dropped connection the browser retries by itself (readyState CONNECTING)… */
  dropped() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }
  /** … or an error status, after which the browser gives up (readyState CLOSED). */
  refused() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }
}

let made: FakeEventSource[] = [];
const create = (url: string) => {
  const source = new FakeEventSource(url);
  made.push(source);
  return source as unknown as EventSource;
};

function subscriber(events: string[] = ['order']) {
  const received: string[] = [];
  const opens: boolean[] = [];
  const value: EventSubscriber = {
    events,
    onEvent: (name, event) => received.push(`${name}:${event.data}`),
    onOpen: ({ reconnected }) => opens.push(reconnected),
  };
  return { value, received, opens };
}

beforeEach(() => {
  made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  // Every test unsubscribes everything; the pending closes run here, leaving no connection behind.
  vi.runAllTimers();
  vi.useRealTimers();
});

test('subscribers of one URL share one connection, closed when the last one leaves', () => {
  const a = subscriber();
  const b = subscriber();
  const stopA = subscribeToEvents('/events', a.value, create);
  const stopB = subscribeToEvents('/events', b.value, create);
  expect(made).toHaveLength(1);

  made[0]!.opened();
  made[0]!.send('order', '1');
  expect(a.received).toEqual(['order:1']);
  expect(b.received).toEqual(['order:1']);

  stopA();
  expect(made[0]!.closed).toBe(false);
  made[0]!.send('order', '2');
  expect(a.received).toEqual(['order:1']);
  stopB();
  vi.runAllTimers();
  expect(made[0]!.closed).toBe(true);

  // A later subscriber opens a fresh connection.
  const stopC = subscribeToEvents('/events', subscriber().value, create);
  expect(made).toHaveLength(2);
  stopC();
});

test('a subscriber replacing the last one in the same task keeps the connection (a tab switch)', () => {
  const stopA = subscribeToEvents('/events', subscriber().value, create);
  stopA();
  const stopB = subscribeToEvents('/events', subscriber().value, create);
  vi.runAllTimers();
  expect(made).toHaveLength(1);
  expect(made[0]!.closed).toBe(false);
  stopB();
  vi.runAllTimers();
  expect(made[0]!.closed).toBe(true);
});

test('each subscriber hears only the event names it asked for', () => {
  const orders = subscriber(['order']);
  const pings = subscriber(['ping']);
  const stops = [subscribeToEvents('/e', orders.value, create), subscribeToEvents('/e', pings.value, create)];
  made[0]!.send('order', 'x');
  made[0]!.send('ping', 'y');
  expect(orders.received).toEqual(['order:x']);
  expect(pings.received).toEqual(['ping:y']);
  stops.forEach((stop) => stop());
  vi.runAllTimers();
});

test('an open after a drop is reported as a reconnection', () => {
  const a = subscriber();
  const stop = subscribeToEvents('/events', a.value, create);
  made[0]!.opened();
  made[0]!.dropped();
  expect(made).toHaveLength(1); // the browser reconnects the same EventSource
  made[0]!.opened();
  expect(a.opens).toEqual([false, true]);
  stop();
  vi.runAllTimers();
});

test('a connection the browser gave up on is reopened after a pause, while someone listens', () => {
  const a = subscriber();
  const stop = subscribeToEvents('/events', a.value, create);
  made[0]!.opened();
  made[0]!.refused();
  expect(made[0]!.closed).toBe(true);
  vi.advanceTimersByTime(REOPEN_DELAYS_MS[0] - 1);
  expect(made).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(made).toHaveLength(2);
  made[1]!.opened();
  made[1]!.send('order', 'after');
  expect(a.opens).toEqual([false, true]);
  expect(a.received).toEqual(['order:after']);

  made[1]!.refused();
  stop();
  vi.advanceTimersByTime(60_000);
  expect(made[1]!.closed).toBe(true);
  expect(made).toHaveLength(2); // nobody listens any more: no reopening
});
