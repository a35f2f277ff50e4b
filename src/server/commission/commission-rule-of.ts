import type { CommissionSettings } from './read-commission-rules.ts';
import type { OverrideTarget } from './set-commission-override.ts';

/** One override's rate out of the whole table (null when there is none), for the audit trail's before and after. */
export function commissionRuleOf(settings: CommissionSettings, target: OverrideTarget) {
  const found =
    target.scope === 'category'
      ? settings.categories.find((rule) => rule.categoryId === target.categoryId)
      : settings.stores.find((rule) => rule.storeId === target.storeId);
  if (!found) return null;
  const { percentBp, flatKobo, floorKobo, capKobo } = found;
  return { percentBp, flatKobo, floorKobo, capKobo };
}
