import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, stores } from '../db/schema.ts';
import { uniqueOrConflict } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** /store/create and /store/manage/… are routes, so no store may take those slugs. */
const RESERVED_STORE_SLUGS = new Set(['create', 'manage']);

const named = {
  store: { table: stores, taken: messages.stores.nameTaken, reserved: RESERVED_STORE_SLUGS },
  category: { table: categories, taken: messages.categories.nameTaken, reserved: new Set<string>() },
} as const;

export type NamedKind = keyof typeof named;

/**
 * The one slug-clash check for names people choose: refuses a taken or reserved slug before any
 * image is uploaded for it. The unique index still decides a race; see insertUniquelyNamed.
 */
export async function assertSlugFree(db: DbOrTx, kind: NamedKind, slug: string): Promise<void> {
  const { table, taken, reserved } = named[kind];
  const conflict = () => new AppError('conflict', taken, { name: taken });
  if (reserved.has(slug)) throw conflict();
  const [clash] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (clash) throw conflict();
}

/** Runs the insert; losing the race for a slug to a concurrent insert is the same 409. */
export function insertUniquelyNamed<T>(kind: NamedKind, insert: Promise<T>): Promise<T> {
  return uniqueOrConflict(insert, 'name', named[kind].taken);
}
