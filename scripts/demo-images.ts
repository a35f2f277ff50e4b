/**
 * Draws the demo catalog's pictures once and writes them, ready to serve, into
 * src/server/seed/demo-images (committed):
 *   npm run demo-images
 * The only place that draws demo pictures: the seed (src/server/seed/demo-catalog.ts) stores these
 * files as they are, without decoding or re-encoding them, so a first start stays fast. Re-run it
 * after changing the demo catalog (a test fails when a picture is missing) or the drawing below.
 *
 * Each picture is written in the width slots the UI expects for its kind (shared/images.ts), named
 * `<slug>-<slot>w.webp`. To keep the repository small the pictures are plain, encoded at a modest
 * quality, and the widest slot is drawn at most MAX_WIDTH pixels wide (like an upload smaller than
 * the slot, which is stored without enlargement).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_CATEGORIES, DEMO_STORES } from '../src/server/seed/demo-catalog.ts';
import { DEMO_IMAGES_DIR, demoImageFile, type DemoPicture } from '../src/server/seed/demo-images.ts';
import { IMAGE_WIDTHS } from '../src/shared/images.ts';

const MAX_WIDTH: Record<DemoPicture['kind'], number> = { product: 600, category: 800, storeLogo: 320, storeBanner: 1200 };
const ASPECT: Record<DemoPicture['kind'], number> = { product: 1, category: 3 / 4, storeLogo: 1, storeBanner: 5 / 16 };
const QUALITY = 40;

type Drawing = DemoPicture & { label: string; hue: number };

/** Every picture the demo catalog uses, with what to draw on it. */
function drawings(): Drawing[] {
  const list: Drawing[] = DEMO_CATEGORIES.map((c) => ({ kind: 'category', name: c.name, label: c.name, hue: c.hue }));
  let productCount = 0;
  for (const s of DEMO_STORES) {
    list.push({ kind: 'storeLogo', name: s.name, label: s.name.split(' ')[0]!, hue: s.hue });
    list.push({ kind: 'storeBanner', name: s.name, label: s.name, hue: s.hue });
    for (const item of s.products) {
      list.push({ kind: 'product', name: item.name, label: item.name, hue: s.hue + productCount * 7 });
      productCount++;
    }
  }
  return list;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** A simple, pleasant picture: a gradient, a shape and the item's name (fonts from the machine that runs this). */
function svg(label: string, hue: number, width: number, height: number): Buffer {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 20) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const side = Math.min(width, height);
  const fontSize = Math.round(side / 14);
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="50%" y="${64 + i * 10}%" font-size="${fontSize}" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif" font-weight="bold">${escapeXml(line)}</text>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue % 360},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="50%" cy="34%" r="${side / 6}" fill="rgba(255,255,255,0.25)"/>
    <rect x="${width / 2 - side / 12}" y="${height * 0.34 - side / 12}" width="${side / 6}" height="${side / 6}" rx="${side / 80}" fill="rgba(255,255,255,0.6)"/>
    ${text}
  </svg>`);
}

/** Draws one picture large, then writes each width slot of its kind as WebP. */
async function draw(d: Drawing): Promise<number> {
  const drawnWidth = Math.max(...IMAGE_WIDTHS[d.kind]);
  const png = await sharp(svg(d.label, d.hue, drawnWidth, Math.round(drawnWidth * ASPECT[d.kind]))).png().toBuffer();
  let bytes = 0;
  for (const slot of IMAGE_WIDTHS[d.kind]) {
    const webp = await sharp(png)
      .resize({ width: Math.min(slot, MAX_WIDTH[d.kind]) })
      .webp({ quality: QUALITY, effort: 6, preset: 'picture' })
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
const list = drawings();
let total = 0;
for (const d of list) total += await draw(d);
console.log(
  `Drew ${list.length} demo pictures into ${path.relative(process.cwd(), DEMO_IMAGES_DIR)} ` +
    `(${Math.round(total / 1024)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
