import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_CATEGORIES, DEMO_STORES } from './demo-catalog.ts';
import { DEMO_IMAGES_DIR, demoImageFile, storeDemoImage, type DemoPicture } from './demo-images.ts';
import { IMAGE_WIDTHS } from '../../shared/images.ts';
import type { Storage } from '../uploads/storage.ts';

const pictures: DemoPicture[] = [
  ...DEMO_CATEGORIES.map((c): DemoPicture => ({ kind: 'category', name: c.name })),
  ...DEMO_STORES.flatMap((s): DemoPicture[] => [
    { kind: 'storeLogo', name: s.name },
    { kind: 'storeBanner', name: s.name },
    ...s.products.map((p): DemoPicture => ({ kind: 'product', name: p.name })),
  ]),
];
const files = pictures.flatMap((p) => IMAGE_WIDTHS[p.kind].map((slot) => demoImageFile(p, slot)));

describe('committed demo pictures', () => {
  it('every picture of the demo catalog is there, in every width, as WebP (else: npm run demo-images)', async () => {
    expect(new Set(files).size).toBe(files.length); // no two items share a file name
    for (const file of files) {
      const head = (await readFile(file)).subarray(0, 12);
      expect(head.toString('latin1', 0, 4) + head.toString('latin1', 8, 12), file).toBe('RIFFWEBP');
    }
  });

  it('holds nothing else and stays small', async () => {
    const committed = (await readdir(DEMO_IMAGES_DIR, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    expect(committed.sort()).toEqual([...files].sort());
    let bytes = 0;
    for (const file of committed) bytes += (await readFile(file)).length;
    expect(bytes).toBeLessThan(400 * 1024);
  });

  it('are stored as they are, in every width, under a fresh name', async () => {
    const put: { key: string; body: Buffer }[] = [];
    const storage: Storage = {
      kind: 'local',
      put: async (key, body) => {
        put.push({ key, body });
        return `/uploads/${key}`;
      },
    };
    const picture: DemoPicture = { kind: 'product', name: DEMO_STORES[0]!.products[0]!.name };
    const url = await storeDemoImage(storage, picture);
    put.sort((a, b) => a.key.localeCompare(b.key));
    const [wide, narrow] = put;
    expect(wide!.key).toMatch(/^products\/[0-9a-f]{12}-\d+-1000w\.webp$/);
    expect(narrow!.key).toBe(wide!.key.replace('-1000w', '-400w'));
    expect(url).toBe(`/uploads/${wide!.key}`);
    expect(narrow!.body.equals(await readFile(demoImageFile(picture, 400)))).toBe(true);
    await expect(storeDemoImage(storage, { kind: 'product', name: 'No Such Thing' })).rejects.toThrow(
      /npm run demo-images/,
    );
  });
});
