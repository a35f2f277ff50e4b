import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

/** Multipart overhead on top of the 5 MB image limit; the image itself is checked exactly after parsing. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw new AppError('payload_too_large', messages.upload.tooLarge, { file: messages.upload.tooLarge });
  },
});

/** A form carrying up to `files` images of 5 MB each; every image is still checked on its own. */
export const multiImageBodyLimit = (files: number) =>
  bodyLimit({
    maxSize: files * UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError('payload_too_large', messages.upload.tooLarge, { file: messages.upload.tooLarge });
    },
  });

/** JSON bodies are small; anything larger is refused before it is read. */
export const jsonBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', 'Request body is too large');
  },
});
