import { useEffect, useEffectEvent } from 'react';
import { subscribeToEvents } from './event-source.ts';

/**
 * Listens to server-sent events while the component is mounted and `url` is set (pass null to stop,
 * e.g. once signed out). Components on one page share one connection per URL (lib/event-source.ts).
 * The handlers may change on every render without reconnecting.
 */
export function useEventSource(
  url: string | null,
  events: readonly string[],
  onEvent: (name: string, event: MessageEvent<string>) => void,
  onOpen?: (info: { reconnected: boolean }) => void,
): void {
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent((info: { reconnected: boolean }) => onOpen?.(info));
  // A string, so a new array with the same names does not reconnect.
  const names = events.join('\n');

  useEffect(() => {
    if (url === null) return;
    return subscribeToEvents(url, {
      events: names.split('\n'),
      onEvent: (name, event) => handleEvent(name, event),
      onOpen: (info) => handleOpen(info),
    });
  }, [url, names]);
}
