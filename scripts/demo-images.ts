/**
 * Draws the demo catalog's pictures once and writes them, ready to serve, into
 * src/server/seed/demo-images (committed):
 *   npm run demo-images
 * The only place that renders demo pictures: the seed (src/server/seed/demo-catalog.ts) stores these
 * files as they are, without decoding or re-encoding them, so a first start stays fast. Re-run it
 * after changing the demo catalog (a test fails when a picture is missing) or the drawings, which
 * live in src/server/seed/demo-art.ts: flat illustrations of the kind of thing each picture shows,
 * with no text in them.
 *
 * Each picture is written in the width slots the UI expects for its kind (shared/images.ts), named
 * `<slug>-<slot>w.webp`. To keep the repository small the pictures are plain, encoded at a modest
 * quality, and the widest slot is drawn at most MAX_WIDTH pixels wide (like an upload smaller than
 * the slot, which is stored without enlargement).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoPictures, demoPictureSvg, type DemoDrawing } from '../src/server/seed/demo-art.ts';
import { DEMO_IMAGES_DIR, demoImageFile, type DemoPicture } from '../src/server/seed/demo-images.ts';
import { IMAGE_WIDTHS } from '../src/shared/images.ts';

const MAX_WIDTH: Record<DemoPicture['kind'], number> = {
  product: 500,
  category: 600,
  storeLogo: 320,
  storeBanner: 1000,
};
const ASPECT: Record<DemoPicture['kind'], number> = { product: 1, category: 3 / 4, storeLogo: 1, storeBanner: 5 / 16 };
const QUALITY = 40;

/** Draws one picture at each width slot of its kind and writes it as WebP. */
async function draw(d: DemoDrawing): Promise<number> {
  let bytes = 0;
  for (const slot of IMAGE_WIDTHS[d.kind]) {
    const width = Math.min(slot, MAX_WIDTH[d.kind]);
    const webp = await sharp(demoPictureSvg(d, width, Math.round(width * ASPECT[d.kind])))
      .webp({ quality: QUALITY, effort: 6, preset: 'drawing' })
      .toBuffer();
    const file = demoImageFile(d, slot);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webp);
    bytes += webp.length;
  }
  return bytes;
}

const started = performance.now();
// Start from an empty folder so pictures of renamed items do not linger.
for (const entry of await readdir(DEMO_IMAGES_DIR).catch(() => [] as string[])) {
  await rm(path.join(DEMO_IMAGES_DIR, entry), { recursive: true, force: true });
}
const list = demoPictures();
let total = 0;
for (const d of list) total += await draw(d);
console.log(
  `Drew ${list.length} demo pictures into ${path.relative(process.cwd(), DEMO_IMAGES_DIR)} ` +
    `(${Math.round(total / 1024)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
