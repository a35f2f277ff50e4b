import { AppError } from '../errors.ts';
import { storeImage } from '../uploads/image.ts';
import { PRIVATE_PREFIX, type Storage } from '../uploads/storage.ts';
import { stagedStorage } from '../uploads/staged-storage.ts';
import type { ReturnPhoto } from '../db/schema.ts';
import { MAX_RETURN_PHOTOS } from '../../shared/constants.ts';
import { RETURN_PHOTO_WIDTHS } from '../../shared/images.ts';
import { messages } from '../../shared/messages.ts';

const FOLDER = `${PRIVATE_PREFIX}returns`;

/**
 * A return request's photos (docs/product.md#returns), decoded and re-encoded before anything is
 * written: at most 3; each must be a real image (sharp decodes it), loses its metadata and is kept
 * as WebP in a thumbnail and a large width, under the private prefix. Nothing is stored until
 * `commit` — called once the request's row is written, in its transaction — so a refused photo or
 * a refused request leaves no object behind. A refusal names the `photos` field.
 */
export async function stageReturnPhotos(
  storage: Storage,
  files: readonly Buffer[],
): Promise<{ photos: ReturnPhoto[]; commit: () => Promise<unknown> }> {
  if (files.length > MAX_RETURN_PHOTOS) {
    throw new AppError('invalid_input', messages.returns.tooManyPhotos, { photos: messages.returns.tooManyPhotos });
  }
  const staged = stagedStorage(storage);
  const photos: ReturnPhoto[] = [];
  for (const bytes of files) {
    let image: Awaited<ReturnType<typeof storeImage>>;
    try {
      image = await storeImage(staged.storage, FOLDER, bytes, [
        { name: 'large', width: RETURN_PHOTO_WIDTHS.large },
        { name: 'thumb', width: RETURN_PHOTO_WIDTHS.thumb },
      ]);
    } catch (error) {
      // The image checks name the generic `file`; here the field is the request's photos.
      if (error instanceof AppError && error.fields?.file) {
        throw new AppError(error.code, error.message, { photos: error.message });
      }
      throw error;
    }
    const { large, thumb } = image.variants as Record<'large' | 'thumb', (typeof image.variants)[string]>;
    photos.push({
      id: image.name,
      large: { key: large.key, width: large.width, height: large.height },
      thumb: { key: thumb.key, width: thumb.width, height: thumb.height },
    });
  }
  return { photos, commit: photos.length > 0 ? staged.commit : async () => undefined };
}
