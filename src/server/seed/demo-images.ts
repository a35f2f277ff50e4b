import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Storage } from '../uploads/storage.ts';
import { IMAGE_WIDTHS, type ImageKind } from '../../shared/images.ts';

/**
 * The demo catalog's pictures, drawn once by `npm run demo-images` (scripts/demo-images.ts) and
 * committed next to this file as ready WebP files, one per width slot of their kind. The build
 * copies the folder next to the server bundle, where this same relative path finds it.
 */
export const DEMO_IMAGES_DIR = fileURLToPath(new URL('./demo-images/', import.meta.url));

/** One picture of the demo catalog: what it shows (the item's name) and what kind of image it is. */
export type DemoPicture = { kind: ImageKind; name: string };

/** The storage folder of each kind, as uploads use; the committed files are grouped the same way. */
export const DEMO_IMAGE_FOLDERS: Record<ImageKind, string> = {
  product: 'products',
  category: 'categories',
  storeLogo: 'store-logos',
  storeBanner: 'store-banners',
};

/** A file name made of the item's name: lowercase letters, digits and hyphens only. */
export function demoImageSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The committed file of one width slot of a picture. */
export function demoImageFile(picture: DemoPicture, slot: number): string {
  return path.join(DEMO_IMAGES_DIR, DEMO_IMAGE_FOLDERS[picture.kind], `${demoImageSlug(picture.name)}-${slot}w.webp`);
}

/**
 * Stores a committed demo picture as an upload would be stored (every width of its kind, under a
 * fresh name, through the storage module: local folder or S3) without re-encoding it; returns the
 * widest variant's URL, as storeCatalogImage does.
 */
export async function storeDemoImage(storage: Storage, picture: DemoPicture): Promise<string> {
  const folder = DEMO_IMAGE_FOLDERS[picture.kind];
  const name = `${randomBytes(6).toString('hex')}-${Date.now()}`;
  const slots = [...IMAGE_WIDTHS[picture.kind]].sort((a, b) => b - a);
  const urls = await Promise.all(
    slots.map(async (slot) => {
      const file = demoImageFile(picture, slot);
      const body = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        throw new Error(
          `The demo picture ${path.relative(process.cwd(), file)} is missing: run \`npm run demo-images\`.`,
        );
      });
      return storage.put(`${folder}/${name}-${slot}w.webp`, body, 'image/webp');
    }),
  );
  return urls[0]!;
}
