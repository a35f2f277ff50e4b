import type { Context } from 'hono';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer[]> };

/**
 * Reads a multipart form: text fields as strings (the last value wins) and file fields as buffers.
 * An empty file input (no file chosen) is skipped.
 */
export async function readMultipartForm(c: Context): Promise<MultipartForm> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('invalid_input', 'Request must be a multipart form', {
      body: 'Request must be a multipart form',
    });
  }
  const form: MultipartForm = { fields: {}, files: {} };
  for (const [key, raw] of Object.entries(body)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value instanceof File) {
        if (value.size === 0 && value.name === '') continue;
        (form.files[key] ??= []).push(Buffer.from(await value.arrayBuffer()));
      } else {
        form.fields[key] = value;
      }
    }
  }
  return form;
}

/** Reads one file field of a multipart body, or refuses naming the field. */
export async function readUploadedFile(c: Context, field = 'file'): Promise<Buffer> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  }
  const value = body[field];
  if (!(value instanceof File))
    throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  return Buffer.from(await value.arrayBuffer());
}
