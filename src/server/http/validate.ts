import type { z } from 'zod';
import { validator } from 'hono/validator';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import { isStorableText } from '../../shared/schemas/fields.ts';

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

/**
 * Where in a parsed input the first text PostgreSQL cannot store sits (a value, or an object's key:
 * then the object is named), as a field path; undefined when there is none.
 */
function unstorableTextAt(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return path;
      const found = unstorableTextAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Parses with a shared schema; a failure becomes a 400 naming each field, its first message on top.
 * Text PostgreSQL cannot store is refused first, wherever it sits and whatever the schema says of
 * it (a plain z.string(), a record's key), so no input reaches the database to become a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = unstorableTextAt(value);
  if (unstorable) {
    const field = unstorable.length ? unstorable.join('.') : '_';
    throw new AppError('invalid_input', messages.http.forbiddenCharacter, {
      [field]: messages.http.forbiddenCharacter,
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? messages.http.invalidInput;
  throw new AppError('invalid_input', first, fields);
}

export const validateJson = <S extends z.ZodType>(schema: S) => validator('json', (value) => parseInput(schema, value));

/**
 * The query string's parameters, parsed; Hono's validator gives the same value (a name given once
 * is a string, given more often an array) but first reads the request's Content-Type, which builds
 * the whole Headers object of a request that has no body.
 */
export const validateQuery = <S extends z.ZodType>(schema: S) => {
  // Hono's validator, built for its type alone: the routes' `c.req.valid()` and the client's types stay as they were.
  const _typed = validator('query', (value) => parseInput(schema, value));
  const validate: typeof _typed = async (c, next) => {
    const value = Object.fromEntries(
      Object.entries(c.req.queries()).map(([k, v]) => (v.length === 1 ? [k, v[0]] : [k, v])),
    );
    c.req.addValidatedData('query', parseInput(schema, value) as object);
    await next();
  };
  return validate;
};

/** The path's parameters, parsed; as validateQuery, without reading the request's headers. */
export const validateParams = <S extends z.ZodType>(schema: S) => {
  const _typed = validator('param', (value) => parseInput(schema, value));
  const validate: typeof _typed = async (c, next) => {
    c.req.addValidatedData('param', parseInput(schema, c.req.param()) as object);
    await next();
  };
  return validate;
};
