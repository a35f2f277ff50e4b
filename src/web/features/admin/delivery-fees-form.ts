import { z } from 'zod';
import { NIGERIAN_STATES, type NigerianState } from '../../../shared/constants.ts';
import type { DeliveryFees } from '../../../shared/checkout.ts';
import { koboToNaira } from '../../../shared/money.ts';
import {
  DELIVERY_FEE_MAX_KOBO,
  updateDeliveryFeesInputSchema,
  type UpdateDeliveryFeesInput,
} from '../../../shared/schemas/delivery-fees.ts';
import { readNaira } from '../../lib/naira-text.ts';

/**
 * The delivery fees as the admin types them, in naira: the default, each state's own fee (blank:
 * the state uses the default), and the fee "Apply to all" copies into every state (never saved).
 */
export type DeliveryFeeTexts = { defaultFee: string; allFee: string; fees: Record<NigerianState, string> };

/** A fee in kobo as the box shows it ("1500"), blank for none. */
export const feeText = (kobo: number | undefined) => (kobo === undefined ? '' : String(koboToNaira(kobo)));

/** The saved table in the form's words. */
export function deliveryFeeTexts(table: DeliveryFees): DeliveryFeeTexts {
  return {
    defaultFee: feeText(table.defaultFeeKobo),
    allFee: '',
    fees: Object.fromEntries(NIGERIAN_STATES.map((state) => [state, feeText(table.fees[state])])) as Record<
      NigerianState,
      string
    >,
  };
}

/** A typed naira amount as kobo: '' is "use the default"; anything else must be a fee we accept. */
export function parseNairaFee(text: string): { kobo?: number; error?: string } {
  const read = readNaira(text);
  if (read === 'blank') return {};
  if (read === 'invalid') return { error: 'Enter an amount in naira, e.g. 1500' };
  if (read.kobo > DELIVERY_FEE_MAX_KOBO) return { error: 'Fee must be at most ₦1,000,000' };
  return read;
}

/** Where the API's field (`defaultFeeKobo`, `fees.Lagos`) is typed in the form. */
const formPathOf = (apiPath: readonly PropertyKey[]): (string | number)[] =>
  apiPath[0] === 'fees' && typeof apiPath[1] === 'string' ? ['fees', apiPath[1]] : ['defaultFee'];

/**
 * The delivery fees form for react-hook-form: the texts as typed in, out comes what the API takes,
 * checked by its own schema, each refusal under its box. Only the states whose fee differs from the
 * saved `table` are sent, so another admin's save of other states is kept.
 */
export function deliveryFeesFormSchema(table: DeliveryFees) {
  const stateTexts = z.object(
    Object.fromEntries(NIGERIAN_STATES.map((state) => [state, z.string()])) as Record<NigerianState, z.ZodString>,
  );
  return z
    .object({ defaultFee: z.string(), allFee: z.string(), fees: stateTexts })
    .transform((texts, ctx): UpdateDeliveryFeesInput => {
      const issues: { path: (string | number)[]; message: string }[] = [];
      const defaultParsed = parseNairaFee(texts.defaultFee);
      if (defaultParsed.error) issues.push({ path: ['defaultFee'], message: defaultParsed.error });
      else if (defaultParsed.kobo === undefined)
        issues.push({ path: ['defaultFee'], message: 'Enter the default fee' });
      const fees: Partial<Record<NigerianState, number | null>> = {};
      for (const state of NIGERIAN_STATES) {
        const parsed = parseNairaFee(texts.fees[state]);
        if (parsed.error) issues.push({ path: ['fees', state], message: parsed.error });
        else if ((parsed.kobo ?? null) !== (table.fees[state] ?? null)) fees[state] = parsed.kobo ?? null;
      }
      const input = { fees, defaultFeeKobo: defaultParsed.kobo ?? 0 };
      if (issues.length === 0)
        for (const issue of updateDeliveryFeesInputSchema.safeParse(input).error?.issues ?? [])
          issues.push({ path: formPathOf(issue.path), message: issue.message });
      for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message });
      return issues.length === 0 ? input : z.NEVER;
    });
}
