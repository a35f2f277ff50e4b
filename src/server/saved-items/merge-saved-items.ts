import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { SAVED_ITEMS_MAX } from '../../shared/constants.ts';
import type { MergeSavedItemsInput } from '../../shared/schemas/saved-items.ts';

/**
 * Adds what a browser saved while its shopper was signed out to their account, at sign-in
 * (docs/product.md#saved-items). `productIds` come newest first. In one statement: products that
 * do not exist or that shoppers cannot see are skipped, those already saved keep their row (and
 * first price), and only as many are added as the account has room for, newest first, so the
 * same merge sent twice adds nothing the second time. Each is dated now, a millisecond apart in
 * the browser's order, so the Saved page lists them as the shopper saved them.
 */
export async function mergeSavedItems(
  db: DbOrTx,
  input: MergeSavedItemsInput,
  actor: Actor,
): Promise<{ added: number }> {
  const ids = [...new Set(input.productIds)];
  if (ids.length === 0) return { added: 0 };
  const sent = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const { rows } = await db.execute<{ product_id: string }>(sql`
    insert into saved_items (user_id, product_id, saved_price_kobo, saved_in_stock, saved_at)
    select ${actor.id}, p.id, p.price_kobo, p.stock_quantity > 0,
           now() - array_position(${sent}, p.id) * interval '1 millisecond'
    from products p
    join stores s on s.id = p.store_id
    where p.id = any(${sent})
      and p.is_active and s.is_active
      and not exists (select 1 from saved_items mine where mine.user_id = ${actor.id} and mine.product_id = p.id)
    order by array_position(${sent}, p.id)
    limit greatest(0, ${SAVED_ITEMS_MAX} - (select count(*) from saved_items mine where mine.user_id = ${actor.id}))
    on conflict (user_id, product_id) do nothing
    returning product_id`);
  return { added: rows.length };
}
