import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_NAME_CHECKS, BANK_LISTS, ROLES } from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { users } from './auth.ts';

export const profiles = pgTable(
  'profiles',
  {
    /** Equals the auth user id. */
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    phone: text('phone'),
    bvn: text('bvn'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    bankName: text('bank_name'),
    /** The code of bankName on bankList's list, which payouts need. */
    bankCode: text('bank_code'),
    /**
     * Whose bank list bankCode is from (decision 0032); null is the built-in table (codes stored
     * before provider lists). A code from another list than the payout provider's is mapped by name
     * or chosen again by the seller before it is paid.
     */
    bankList: text('bank_list', { enum: BANK_LISTS }),
    /**
     * The account holder's name as the payout provider resolved the account number (docs/product.md#bank-details),
     * beside accountName (what the seller typed); null with accountNameCheck `not_checked`.
     */
    resolvedAccountName: text('resolved_account_name'),
    accountNameCheck: text('account_name_check', { enum: ACCOUNT_NAME_CHECKS }),
    avatarUrl: text('avatar_url'),
    /**
     * Always equals the sum of this vendor's released balance_entries; updated in the same transaction.
     * May be below zero: what the seller owes the marketplace (commission on sales paid on delivery,
     * a refund after release), collected from later sales before any cashout (decision 0016).
     */
    availableBalanceKobo: kobo('available_balance_kobo').notNull().default(0),
    /** Always equals the sum of this vendor's entries still held (decision 0020). */
    pendingBalanceKobo: kobo('pending_balance_kobo').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in (${oneOf(ROLES)})`),
    // Held money is sales not yet released, less their commission and refunds (each at most the
    // sale): never below zero. The available balance may be (decision 0016).
    check('profiles_pending_balance_non_negative', sql`${t.pendingBalanceKobo} >= 0`),
    index('profiles_role_idx').on(t.role),
  ],
);
