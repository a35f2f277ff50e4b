import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './link-preview.ts';

/** The web build's manifest (dist/.vite/manifest.json): each source module's chunk and the chunks it imports. */
export type WebManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Reads dist/.vite/manifest.json, or null if the build wrote none. */
export function readWebManifest(webDist: string): WebManifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as WebManifest;
}

/**
 * `<link rel="modulepreload">` for the chunks of a page's lazily loaded code and the chunks they
 * import, less those index.html already loads (the entry and its imports): the browser fetches the
 * page's code alongside the entry, so hydration does not wait for a second round trip.
 */
export function modulePreloadTags(manifest: WebManifest, sources: readonly string[]): string {
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(entries);
  return [...closure(sources)]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}"/>`)
    .join('');
}
