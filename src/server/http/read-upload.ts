import type { Context } from 'hono';
import { AppError } from './app-error.ts';
import { messages } from '../../shared/messages.ts';

/** Reads one file field of a multipart body, or refuses naming the field. */
export async function readUploadedFile(c: Context, field = 'file'): Promise<Buffer> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  }
  const value = body[field];
  if (!(value instanceof File)) throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  return Buffer.from(await value.arrayBuffer());
}
