import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import type { Storage } from './storage.ts';
import { imageDecodeQueue } from './decode-queue.ts';
import { IMAGE_WIDTHS, type ImageKind } from '../../shared/images.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export type ImageVariant = {
  name: string;
  width: number;
  /** Crops to a square of `width` when set (avatars); otherwise keeps the aspect ratio. */
  square?: boolean;
};

export type StoredImage = {
  /** The random name the variants' keys share (docs/product.md#uploads). */
  name: string;
  url: string;
  variants: Record<string, { url: string; key: string; width: number; height: number }>;
};

/** The refusal of an upload, on the form field it came in. */
const uploadError = (field: string, message: string, code: 'invalid_input' | 'payload_too_large' = 'invalid_input') =>
  new AppError(code, message, { [field]: message });

/** Refuses an empty or over-5 MB file before anything is decoded. */
function checkFileSize(bytes: Buffer, field: string): void {
  if (bytes.length === 0) throw uploadError(field, messages.upload.missing);
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadError(field, messages.upload.tooLarge, 'payload_too_large');
}

/**
 * Reads the header, refuses more pixels than a phone photo has (before they are unpacked: a small
 * file can hold a huge flat image), then decodes: a file that is not a real raster image is refused.
 */
async function decode(bytes: Buffer, field: string): Promise<Sharp> {
  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // The header only: nothing is unpacked yet, so no pixel limit applies to this read.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw uploadError(field, messages.upload.notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw uploadError(field, messages.upload.notAnImage);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw uploadError(field, messages.upload.tooManyPixels);
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });
  try {
    // metadata() only reads the header; make sure the pixels decode too.
    await image.clone().stats();
  } catch {
    throw uploadError(field, messages.upload.notAnImage);
  }
  return image;
}

/** docs/product.md#uploads naming: a random prefix plus a timestamp, so names never collide. */
function objectName(): string {
  return `${randomBytes(6).toString('hex')}-${Date.now()}`;
}

/**
 * Decodes an uploaded file, strips its metadata (sharp drops EXIF/GPS unless asked to keep it),
 * and stores each variant as WebP under `folder`. The first variant's URL is the image's URL.
 * A refusal names `field`, the form field the file came in.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  variants: ImageVariant[],
  field = 'file',
): Promise<StoredImage> {
  checkFileSize(bytes, field);
  // Decoding and re-encoding take turns (see decode-queue.ts); storing the results does not.
  const encoded = await imageDecodeQueue.run(async () => {
    const image = await decode(bytes, field);
    const results: { variant: ImageVariant; data: Buffer; width: number; height: number }[] = [];
    for (const variant of variants) {
      const pipeline = image
        .clone()
        .rotate() // apply EXIF orientation before the metadata is dropped
        .resize(
          variant.square
            ? { width: variant.width, height: variant.width, fit: 'cover' }
            : { width: variant.width, withoutEnlargement: true },
        )
        .webp({ quality: 78, effort: 4 });
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      results.push({ variant, data, width: info.width, height: info.height });
    }
    return results;
  });
  const name = objectName();
  const stored: StoredImage['variants'] = {};
  for (const { variant, data, width, height } of encoded) {
    const suffix = variants.length > 1 ? `-${variant.width}w` : '';
    const key = `${folder}/${name}${suffix}.webp`;
    const url = await storage.put(key, data, 'image/webp');
    stored[variant.name] = { url, key, width, height };
  }
  const first = variants[0];
  if (!first) throw new Error('storeImage needs at least one variant');
  return { name, url: stored[first.name]!.url, variants: stored };
}

export const AVATAR_VARIANTS: ImageVariant[] = [{ name: 'avatar', width: 256, square: true }];

/**
 * Stores a catalog image in the widths of its kind (see shared/images.ts) and returns the widest
 * variant's URL, from which the UI derives srcset.
 */
export async function storeCatalogImage(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  kind: ImageKind,
  field = 'file',
): Promise<string> {
  const widths = [...IMAGE_WIDTHS[kind]].sort((a, b) => b - a);
  const stored = await storeImage(
    storage,
    folder,
    bytes,
    widths.map((width) => ({ name: `w${width}`, width })),
    field,
  );
  return stored.url;
}
