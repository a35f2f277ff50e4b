/**
 * Decoding an image costs memory in proportion to its pixels, whatever the file's size: a small
 * flat PNG can unpack to hundreds of megabytes. Uploads therefore take turns, at most
 * IMAGE_DECODES_AT_ONCE in this process, and the rest wait in order.
 */
export const IMAGE_DECODES_AT_ONCE = 2;

export type TaskQueue = {
  /** Runs `task` when a place is free; resolves or rejects as it does. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
};

export function createTaskQueue(concurrency: number): TaskQueue {
  let active = 0;
  const waiters: (() => void)[] = [];

  const acquire = (): Promise<void> => {
    if (active < concurrency) {
      active++;
      return Promise.resolve();
    }
    // The place is handed over by release(), so `active` stays counted while it passes.
    return new Promise<void>((resolve) => waiters.push(resolve));
  };
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else active--;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}

/** The one queue every uploaded image of this process is decoded and re-encoded through. */
export const imageDecodeQueue = createTaskQueue(IMAGE_DECODES_AT_ONCE);
