import type { Storage } from '../uploads/storage.ts';

const STAGED = 'staged:';

/**
 * Storage that holds objects in memory until `commit`: the images of an edit are decoded and
 * encoded one by one (any may be refused), and only when every one has passed is anything written
 * to the real storage. Its `put` answers a placeholder URL; `commit` writes the objects in order
 * and turns each placeholder into the real URL.
 */
export function stagedStorage(target: Storage) {
  const objects: { key: string; body: Buffer; contentType: string }[] = [];
  const storage: Storage = {
    kind: target.kind,
    put: async (key, body, contentType) => {
      objects.push({ key, body, contentType });
      return `${STAGED}${key}`;
    },
  };
  async function commit(): Promise<(placeholder: string) => string> {
    const urls = new Map<string, string>();
    for (const { key, body, contentType } of objects)
      urls.set(`${STAGED}${key}`, await target.put(key, body, contentType));
    return (placeholder) => {
      const url = urls.get(placeholder);
      if (url === undefined) throw new Error(`${placeholder} was not staged`);
      return url;
    };
  }
  return { storage, commit };
}
