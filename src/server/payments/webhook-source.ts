import type { PaymentProvider } from '../../shared/constants.ts';

/**
 * Whether a webhook may come from `address`. Paystack publishes the addresses its webhooks leave
 * from and asks that requests from any other be treated as counterfeit (docs/payment-providers.md#paystack-webhooks); with
 * PAYSTACK_WEBHOOK_IPS set, only those may call. Other providers publish none: the signature alone
 * decides for them, as it still does for Paystack after this check.
 */
export function webhookSourceAllowed(
  provider: PaymentProvider,
  address: string,
  allowLists: { paystack: readonly string[] | undefined },
): boolean {
  if (provider !== 'paystack' || allowLists.paystack === undefined) return true;
  return allowLists.paystack.includes(withoutIpv4Mapping(address));
}

/** A dual-stack socket reports an IPv4 caller as ::ffff:52.31.139.75. */
function withoutIpv4Mapping(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
