import { z } from 'zod';
import { textField } from './fields.ts';

/**
 * Path parameters, validated one way: a malformed id or slug is a 400 naming the parameter, like
 * any other bad input (decision 0004). `label` words the message ("Store id must be a UUID").
 */
export const uuidParams = <K extends string>(name: K, label: string) =>
  z.object({ [name]: z.uuid({ error: `${label} id must be a UUID` }) } as Record<K, z.ZodUUID>);

/** Slugs in public URLs: short text; whether it names anything is the use case's question. */
export const slugParams = <K extends string>(name: K, label: string) =>
  z.object({ [name]: slugField(label) } as Record<K, ReturnType<typeof slugField>>);

const slugField = (label: string) =>
  textField().trim().min(1, `${label} is required`).max(200, `${label} is too long`).toLowerCase();
