import { describe, expect, it, vi } from 'vitest';
import { toast, toasterWanted } from './notify.ts';

describe('notify', () => {
  it('asks for the Toaster only when the first toast is raised, and tells listeners once', () => {
    const listener = vi.fn();
    toasterWanted.subscribe(listener);
    expect(toasterWanted.get()).toBe(false);
    toast.success('Added to cart!');
    toast.error('Something else');
    expect(toasterWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
