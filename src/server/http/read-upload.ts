import type { Context } from 'hono';
import { AppError } from '../errors.ts';
import { countRateUse } from '../db/rate-count.ts';
import type { AppEnv } from './context.ts';
import { messages } from '../../shared/messages.ts';
import { UPLOAD_RATE_LIMIT } from '../../shared/constants.ts';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer[]> };

/**
 * Reads a multipart form: text fields as strings (the last value wins) and file fields as buffers.
 * An empty file input (no file chosen) is skipped.
 */
export async function readMultipartForm(c: Context<AppEnv>): Promise<MultipartForm> {
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
  await limitImageUploads(c, Object.values(form.files).flat().length);
  return form;
}

/** Reads one file field of a multipart body, or refuses naming the field. */
export async function readUploadedFile(c: Context<AppEnv>, field = 'file'): Promise<Buffer> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  }
  const value = body[field];
  if (!(value instanceof File))
    throw new AppError('invalid_input', messages.upload.missing, { [field]: messages.upload.missing });
  await limitImageUploads(c, 1);
  return Buffer.from(await value.arrayBuffer());
}

/**
 * Counts a request's images against the signed-in user's upload allowance (each costs a decode),
 * and refuses the request, before anything is decoded, once the allowance is used up.
 */
export async function limitImageUploads(c: Context<AppEnv>, images: number): Promise<void> {
  const user = c.var.user;
  if (images === 0 || !user) return;
  const rule = {
    key: `upload:user:${user.id}`,
    limit: UPLOAD_RATE_LIMIT.imagesPerUser,
    windowSeconds: UPLOAD_RATE_LIMIT.windowSeconds,
  };
  if ((await countRateUse(c.var.deps.db, rule, images)) > rule.limit)
    throw new AppError('rate_limited', messages.upload.tooManyUploads);
}
