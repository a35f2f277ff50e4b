import type { z } from 'zod';
import { validator } from 'hono/validator';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';

/** Turns zod issues into `field → message`, the first message per field winning. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // Named where it sits: `role` at the top, `states.Atlantis` inside an object.
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= `Unknown field: ${key}`;
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a shared schema; a failure becomes a 400 naming each field, its first message on top. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? messages.http.invalidInput;
  throw new AppError('invalid_input', first, fields);
}

export const validateJson = <S extends z.ZodType>(schema: S) => validator('json', (value) => parseInput(schema, value));

export const validateQuery = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => parseInput(schema, value));

export const validateParams = <S extends z.ZodType>(schema: S) =>
  validator('param', (value) => parseInput(schema, value));
