import { describe, expect, it } from 'vitest';
import { createTaskQueue, imageDecodeQueue, IMAGE_DECODES_AT_ONCE } from './decode-queue.ts';
import { storeImage } from './image.ts';
import type { Storage } from './storage.ts';
import { pngImage } from '../test/images.ts';

function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** Lets every callback already queued run, so a task that could start has started. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('image decode queue', () => {
  it('decodes at most two images at a time', () => {
    expect(IMAGE_DECODES_AT_ONCE).toBe(2);
  });

  it('runs two tasks at once; a third waits until one of them ends', async () => {
    const queue = createTaskQueue(2);
    const first = held();
    const second = held();
    const started: string[] = [];
    const a = queue.run(async () => {
      started.push('a');
      await first.promise;
    });
    const b = queue.run(async () => {
      started.push('b');
      await second.promise;
    });
    const c = queue.run(async () => {
      started.push('c');
    });
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(1);

    first.release();
    await a;
    await c;
    expect(started).toEqual(['a', 'b', 'c']);
    second.release();
    await b;
    expect(queue.active).toBe(0);
  });

  it('a failing task frees its place for the next', async () => {
    const queue = createTaskQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.active).toBe(0);
  });

  it('an upload arriving while two images are being decoded waits for one of them', async () => {
    const puts: string[] = [];
    const storage: Storage = {
      kind: 'local',
      put: async (key) => {
        puts.push(key);
        return `/uploads/${key}`;
      },
    };
    const first = held();
    const second = held();
    const busy = [imageDecodeQueue.run(() => first.promise), imageDecodeQueue.run(() => second.promise)];
    const third = storeImage(storage, 'avatars/someone', await pngImage(), [{ name: 'avatar', width: 32 }]);
    await settle();
    expect(imageDecodeQueue.waiting).toBe(1);
    expect(puts).toEqual([]);

    first.release();
    const stored = await third;
    expect(puts).toHaveLength(1);
    expect(stored.url).toBe(`/uploads/${puts[0]}`);
    second.release();
    await Promise.all(busy);
  });
});
