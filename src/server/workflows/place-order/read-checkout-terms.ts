import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryFeeRowsJson, deliveryFeesFrom, type DeliveryFeeRow } from '../../delivery-fees/read-delivery-fees.ts';
import {
  cartCommissionRuleRowsJson,
  commissionRulesFrom,
  type CommissionCart,
  type CommissionRuleRow,
} from '../../commission/read-cart-commission-rules.ts';
import type { DeliveryFees } from '../../../shared/checkout.ts';
import type { CommissionRules } from '../../../shared/pricing.ts';

/**
 * What a checkout is charged by besides its prices: the delivery fee table and the commission rules
 * of the cart's stores and categories, in one statement (each domain says what it reads, and how it
 * is read back). A checkout is a dozen round trips on a busy server; this was two of them.
 */
export async function readCheckoutTerms(
  tx: DbOrTx,
  cart: CommissionCart,
): Promise<{ deliveryFees: DeliveryFees; commissionRules: CommissionRules }> {
  const { rows } = await tx.execute<{ fees: DeliveryFeeRow[]; rules: CommissionRuleRow[] }>(
    sql`select ${deliveryFeeRowsJson} as fees, ${cartCommissionRuleRowsJson(cart)} as rules`,
  );
  const [row] = rows;
  return { deliveryFees: deliveryFeesFrom(row!.fees), commissionRules: commissionRulesFrom(row!.rules) };
}
