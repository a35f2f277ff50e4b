import { describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle.ts';

describe('a process leaving the balancer (lifecycle)', () => {
  it('is draining from drain() on, and tells the live streams only when it closes', () => {
    const lifecycle = createLifecycle();
    const stream = vi.fn();
    lifecycle.onClose(stream);
    expect(lifecycle.draining).toBe(false);
    lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    expect(stream).not.toHaveBeenCalled();
    lifecycle.close();
    expect(stream).toHaveBeenCalledTimes(1);
  });

  it('forgets a stream that ended first, so nothing of it is kept', () => {
    const lifecycle = createLifecycle();
    const ended = vi.fn();
    const forget = lifecycle.onClose(ended);
    forget();
    lifecycle.close();
    expect(ended).not.toHaveBeenCalled();
  });

  it('tells a stream opened after the close at once', async () => {
    const lifecycle = createLifecycle();
    lifecycle.close();
    expect(lifecycle.draining).toBe(true);
    const late = vi.fn();
    lifecycle.onClose(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
