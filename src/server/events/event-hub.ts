import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export type EventHub = {
  /** Calls `handler` with each payload NOTIFYed on `channel` by any process; returns the unsubscribe. */
  subscribe: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
};

/**
 * Fans database notifications out to this process's subscribers (open server-sent event streams):
 * one LISTEN per channel however many browsers are connected.
 */
export function createEventHub(listen: Database['listen'], logger: Logger): EventHub {
  const channels = new Map<string, { handlers: Set<(payload: string) => void>; ready: Promise<() => Promise<void>> }>();
  return {
    async subscribe(channel, handler) {
      let entry = channels.get(channel);
      if (!entry) {
        const handlers = new Set<(payload: string) => void>();
        const ready = listen(channel, (payload) => {
          for (const h of handlers) {
            try {
              h(payload);
            } catch (error) {
              logger.warn({ err: error, channel }, 'event subscriber failed');
            }
          }
        });
        entry = { handlers, ready };
        channels.set(channel, entry);
        ready.catch(() => channels.delete(channel));
      }
      entry.handlers.add(handler);
      await entry.ready;
      const current = entry;
      return async () => {
        current.handlers.delete(handler);
        if (current.handlers.size === 0 && channels.get(channel) === current) {
          channels.delete(channel);
          await (
            await current.ready
          )();
        }
      };
    },
  };
}
