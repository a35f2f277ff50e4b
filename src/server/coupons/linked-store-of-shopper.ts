import { and, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { profiles, stores } from '../db/schema.ts';

/**
 * The first of `storeIds` (by name) that the shopper must not use a platform coupon in
 * (decision 0026), or null: a store they own, or one whose owner's payout account number or phone
 * is the shopper's own — their profile's, or the phone they gave for this delivery. Otherwise the
 * platform would pay a seller a discount on a sale to themselves. Phones are stored normalised
 * (nigerianPhone), so equal numbers are equal strings.
 */
export async function linkedStoreOfShopper(
  db: DbOrTx,
  shopper: { customerId: string; deliveryPhone?: string | null },
  storeIds: readonly string[],
): Promise<string | null> {
  if (storeIds.length === 0) return null;
  const owner = alias(profiles, 'owner');
  const me = alias(profiles, 'me');
  const given = shopper.deliveryPhone || null;
  const [row] = await db
    .select({ name: stores.name })
    .from(stores)
    .innerJoin(owner, sql`${owner.id} = ${stores.ownerId}`)
    .innerJoin(me, sql`${me.id} = ${shopper.customerId}`)
    .where(
      and(
        inArray(stores.id, [...storeIds]),
        sql`(${owner.id} = ${me.id}
          or (nullif(${owner.accountNumber}, '') is not null and ${owner.accountNumber} = ${me.accountNumber})
          or (nullif(${owner.phone}, '') is not null and (${owner.phone} = ${me.phone} or ${owner.phone} = ${given})))`,
      ),
    )
    .orderBy(stores.name)
    .limit(1);
  return row?.name ?? null;
}
