/**
 * Uploaded images are stored as WebP in fixed widths named `<base>-<width>w.webp`; the URL kept in
 * the database is the widest. The UI derives `srcset` from it, so every column stays a plain URL.
 */
export const IMAGE_WIDTHS = {
  product: [400, 1000],
  category: [400, 1000],
  storeLogo: [160, 320],
  storeBanner: [800, 1600],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

/**
 * A return request's photos (docs/product.md#returns) are private: each is kept in two widths, a
 * thumbnail for the cards and a large one to look closely, served only through the API.
 */
export const RETURN_PHOTO_WIDTHS = { thumb: 240, large: 1280 } as const;
export type ReturnPhotoSize = keyof typeof RETURN_PHOTO_WIDTHS;
export const RETURN_PHOTO_SIZES = Object.keys(RETURN_PHOTO_WIDTHS) as ReturnPhotoSize[];

const VARIANT_PATTERN = /-(\d+)w\.webp$/;

/** `srcset` for one of our uploads, or undefined for any other URL (e.g. a typed category image URL). */
export function srcSetOf(url: string, kind: ImageKind): string | undefined {
  if (!VARIANT_PATTERN.test(url)) return undefined;
  return IMAGE_WIDTHS[kind].map((w) => `${url.replace(VARIANT_PATTERN, `-${w}w.webp`)} ${w}w`).join(', ');
}

/** The smallest variant, for thumbnails where srcset is overkill. */
export function smallestVariantOf(url: string, kind: ImageKind): string {
  if (!VARIANT_PATTERN.test(url)) return url;
  return url.replace(VARIANT_PATTERN, `-${IMAGE_WIDTHS[kind][0]}w.webp`);
}
