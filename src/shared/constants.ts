/** Business constants and limits (docs/product.md#limits). */
export const ROLES = ['customer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const BVN_MAX_LENGTH = 11;
export const ACCOUNT_NUMBER_MAX_LENGTH = 10;
export const CASHOUT_MIN_NAIRA = 1;

export const HOME_PRODUCT_LIMIT = 8;
export const HOME_CATEGORY_LIMIT = 6;
export const SEARCH_PRODUCT_LIMIT = 20;
export const SEARCH_CATEGORY_LIMIT = 10;
export const SEARCH_STORE_LIMIT = 10;
/** "More from this store" and "Similar items" on a product page: cards in each (docs/product.md#product-page). */
export const RELATED_PRODUCT_LIMIT = 8;
export const DASHBOARD_RECENT_ORDERS = 5;
export const ORDER_ID_DISPLAY_LENGTH = 8;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;

/** A product's price is at most ₦1 billion (in kobo) and its stock at most a million units. */
export const PRODUCT_PRICE_MAX_KOBO = 100_000_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const MAX_PRODUCT_IMAGES = 5;
/** The longest product name, in characters: said beside the field, refused beyond (never cut). */
export const PRODUCT_NAME_MAX_LENGTH = 120;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Pixels an uploaded image may have: a 16 Mpx phone photo (4608 × 3456) and the common 12–13 Mpx
 * ones pass. Decoding costs CPU by the pixel, whatever the file's size (a 23 KB, 24 Mpx PNG took
 * 442 ms), and the largest picture Oja serves is 1,600 px wide, so more pixels buy nothing.
 */
export const UPLOAD_MAX_PIXELS = 16_000_000;
/** Images one user may upload in a window (avatars, logos, banners, product photos together). */
export const UPLOAD_RATE_LIMIT = { imagesPerUser: 100, windowSeconds: 15 * 60 } as const;
export const UPLOAD_CACHE_SECONDS = 3600;

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * pending until the provider confirms; completed once verified; cancelled when the shopper closes
 * the popup or the checkout expires; refund_pending/refunded when money arrived for orders that
 * could not be kept (decision 0014). failed is kept for providers that report a final failure.
 * on_delivery: nothing is paid online; the customer pays the vendor at the door (decision 0019).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'refund_pending',
  'refunded',
  'on_delivery',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How a shopper pays: online (Paystack, Flutterwave), to Oja on WhatsApp, or the vendor at the door. */
export const PAYMENT_METHODS = ['paystack', 'flutterwave', 'whatsapp', 'pay_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Who took a payment: the shopper's chosen method, or the local sandbox standing in for a card provider. */
export const PAYMENT_PROVIDERS = [...PAYMENT_METHODS, 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** What a provider last said of a payment, in Oja's terms (VerifyResult['status']). */
export const PROVIDER_OUTCOMES = ['success', 'pending', 'failed', 'reversed'] as const;
export type ProviderOutcome = (typeof PROVIDER_OUTCOMES)[number];
/**
 * A refund row (docs/product.md#refunds): `pending` while Oja sends it or the provider works on it;
 * `needs_attention` when Paystack holds it, the money still deducted, until an admin gives the
 * customer's bank account (a live refund, never a failed one); `refused` when the provider would
 * not take it (a 4xx: nothing was deducted, an admin decides); `processed` once the provider sent
 * it; `failed` only when the provider gave the money back to the merchant.
 */
export const REFUND_STATUSES = ['pending', 'needs_attention', 'refused', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/**
 * Why a payment is on the admin's "Needs attention" list: the provider reported a different amount
 * or currency; a refund failed; the provider could not be reached for as long as it retries; money
 * arrived for orders whose stock was gone (refunded automatically, but a person should know).
 */
export const PAYMENT_ISSUE_KINDS = [
  'amount_mismatch',
  'refund_failed',
  'provider_unreachable',
  'paid_after_cancel',
  'return_debit_short',
  'refund_needs_attention',
  'refund_refused',
] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number];
export const PAYMENT_ISSUE_STATUSES = ['open', 'resolved'] as const;
/** How long Oja keeps asking a provider about an unsettled payment: as long as Paystack retries webhooks. */
export const RECONCILE_WINDOW_SECONDS = 72 * 60 * 60;
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/**
 * A cashout (docs/product.md#cashouts): pending until an admin decides; approved, it is processing
 * while the bank transfer is on its way, then paid, or failed (the money back in the balance);
 * rejected leaves the balance alone (decision 0018).
 */
export const CASHOUT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'rejected'] as const;
export type CashoutStatus = (typeof CASHOUT_STATUSES)[number];
/**
 * The bank transfer of an approved cashout (decision 0018): recorded at approval; waiting_funds
 * while the provider's balance cannot cover it (sent, oldest first, once it can); sending once Oja
 * is about to call the provider (a retry then asks the provider before it sends again), sent once
 * the provider took it, then success or failed (which covers a reversal). abandoned: Paystack
 * dropped it because no OTP came within 30 minutes; the money is still the seller's to be sent,
 * and an admin sends it again (a new attempt) or gives it back.
 */
export const TRANSFER_STATUSES = [
  'recorded',
  'waiting_funds',
  'sending',
  'sent',
  'success',
  'failed',
  'abandoned',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/**
 * What the marketplace itself pays to run (the platform's costs, beside the sellers' ledger): each
 * transfer's fee, and the shortfall of a payment paid short that an admin accepted (the sellers are
 * still credited their orders' full totals).
 */
export const PLATFORM_COST_KINDS = ['transfer_fee', 'short_payment_accepted'] as const;
export type PlatformCostKind = (typeof PLATFORM_COST_KINDS)[number];
/**
 * What the payout provider said of a bank account's holder (docs/product.md#bank-details): the
 * resolved name, or that it could not be asked (an outage; an admin sees "Not checked").
 */
export const ACCOUNT_NAME_CHECKS = ['resolved', 'not_checked'] as const;
export type AccountNameCheck = (typeof ACCOUNT_NAME_CHECKS)[number];
/** Unpaid card checkouts are cancelled after this long, and WhatsApp ones after 48 hours. */
export const CARD_CHECKOUT_EXPIRY_SECONDS = 30 * 60;
export const WHATSAPP_CHECKOUT_EXPIRY_SECONDS = 48 * 60 * 60;
/** Lines in one checkout; a cart is small, and each line costs one conditional stock update. */
export const CHECKOUT_MAX_LINES = 50;
/**
 * The most of one product one order line holds. With the dearest price and CHECKOUT_MAX_LINES
 * lines a checkout is at most ₦50 trillion, so every total stays below Number.MAX_SAFE_INTEGER
 * kobo (2^53 − 1, about ₦90 trillion) and is summed exactly as a number (docs/product.md#money;
 * src/shared/schemas/checkout.test.ts checks the bound).
 */
export const ORDER_LINE_QUANTITY_MAX = 1_000;
export const ORDERS_PAGE_SIZE = 10;
/**
 * Saved items (docs/product.md#saved-items): an account keeps at most this many; a browser keeps at
 * most SAVED_ITEMS_ON_DEVICE_MAX for a signed-out shopper, and merges at most that many at sign-in.
 */
export const SAVED_ITEMS_MAX = 200;
export const SAVED_ITEMS_ON_DEVICE_MAX = 100;

/** Background jobs: pending until due, running while claimed, then done or (after retries) failed. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The longest payout hold an admin may set, in days (docs/product.md#earnings). */
export const MAX_HOLD_DAYS = 60;

/**
 * Why a vendor's balance rose: an order delivered and paid, a cashout whose bank transfer failed
 * coming back (once per cashout: decision 0018), the commission on a returned share given back
 * (decision 0021), the platform paying a delivered order's platform-coupon discount (decision 0026).
 */
export const BALANCE_CREDIT_REASONS = [
  'order_delivered',
  'cashout_returned',
  'commission_refund',
  'platform_discount',
] as const;
/**
 * Why it fell: the marketplace's commission on a sale (docs/product.md#commission), a cashout, a
 * return's refund, an admin rejecting a held platform-coupon credit (decision 0026). Only these can
 * make the balance owe (decision 0016).
 */
export const BALANCE_DEBIT_REASONS = ['commission', 'cashout', 'return_refund', 'platform_discount_rejected'] as const;
export const BALANCE_ENTRY_REASONS = [...BALANCE_CREDIT_REASONS, ...BALANCE_DEBIT_REASONS] as const;
export type BalanceEntryReason = (typeof BALANCE_ENTRY_REASONS)[number];
/**
 * The ledger entries that make the marketplace's commission earned (docs/product.md#commission):
 * the commission taken, given back on returns, and what platform coupons cost it (paid to sellers,
 * less what an admin rejected). Negated, their sum is what it earned; the admin's overview, its
 * chart and the commission CSV all sum these, so they agree.
 */
export const COMMISSION_EARNED_REASONS = [
  'commission',
  'commission_refund',
  'platform_discount',
  'platform_discount_rejected',
] as const satisfies readonly BalanceEntryReason[];

/**
 * Where a commission rule applies (docs/product.md#commission): the platform default, a category's
 * override or a store's; the most specific one that exists applies to an order line.
 */
export const COMMISSION_SCOPES = ['platform', 'category', 'store'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

/**
 * Rate limits for authentication, per window. Sign-in failures count per account *and* IP, so a
 * stranger's wrong guesses from elsewhere never lock the owner out, while any one IP stays limited.
 */
export const AUTH_RATE_LIMIT = {
  windowSeconds: 15 * 60,
  /** Failed sign-ins for one account from one IP. */
  failuresPerAccountAndIp: 10,
  /** Sign-in attempts, reset requests and reset attempts from one IP (each counted on its own). */
  perIp: 50,
  /**
   * Reset e-mails sent to one address in the window, whoever asks from wherever: a request beyond
   * it is answered as any other and sends nothing.
   */
  resetsPerEmail: 3,
  /** Accounts created from one IP (each costs a password hash). */
  signUpsPerIp: 20,
  /** At most one "already registered" e-mail per account in this many seconds. */
  alreadyRegisteredMailSeconds: 60 * 60,
} as const;

/** The 36 states and the Federal Capital Territory, for shipping addresses and delivery fees. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const DEFAULT_DELIVERY_FEE_KOBO = { lagos: 150_000, elsewhere: 300_000 } as const;

/**
 * Pay on delivery (docs/product.md#pay-on-delivery): offered for a checkout of at most this much
 * (delivery fees included) until an admin sets another cap; an admin's cap is at most the maximum.
 */
export const DEFAULT_PAY_ON_DELIVERY_CAP_KOBO = 10_000_000;
export const PAY_ON_DELIVERY_CAP_MAX_KOBO = 100_000_000;

// --- Vendor applications ------------------------------------------------------------------------

export const BVN_LENGTH = 11;
export const ACCOUNT_NUMBER_LENGTH = 10;
export const VENDOR_REQUESTS_PAGE_SIZE = 20;

/**
 * Nigerian banks a vendor's earnings can be paid to: the name shown, and the CBN/NIBSS code that
 * Paystack (`settlement_bank`, `bank_code`) and Flutterwave (`account_bank`) take for payouts.
 * Codes of the deposit money banks are the CBN three-digit codes (Paystack's List Banks agrees).
 * Marked UNCERTAIN: codes taken from providers' bank lists that differ between providers or have
 * changed; check them against `GET /bank?country=nigeria` before the first real payout.
 */
export const NIGERIAN_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank (FCMB)', code: '214' },
  { name: 'Guaranty Trust Bank (GTBank)', code: '058' },
  { name: 'Heritage Bank', code: '030' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank for Africa (UBA)', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Kuda Microfinance Bank', code: '50211' },
  { name: 'OPay', code: '999992' }, // UNCERTAIN: NIBSS institution code; Paystack lists OPay as 999992
  { name: 'PalmPay', code: '999991' }, // UNCERTAIN: as OPay
  { name: 'Moniepoint Microfinance Bank', code: '50515' }, // UNCERTAIN: Paystack's code
  { name: 'Globus Bank', code: '00103' }, // UNCERTAIN: Paystack's code; CBN lists 103
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'SunTrust Bank', code: '100' },
  { name: 'Parallex Bank', code: '104' }, // UNCERTAIN: Paystack has listed 526
  { name: 'Lotus Bank', code: '303' },
  { name: 'TAJBank', code: '302' },
  { name: 'PremiumTrust Bank', code: '105' }, // UNCERTAIN
  { name: 'Optimus Bank', code: '107' }, // UNCERTAIN
  { name: 'Signature Bank', code: '106' }, // UNCERTAIN
] as const;
export type NigerianBank = (typeof NIGERIAN_BANKS)[number];

/**
 * Whose bank list a stored bank code is from (docs/decisions/0032-provider-bank-lists.md): a
 * provider's own list (GET /bank, GET /v3/banks/NG), or `builtin`, the table above, which the
 * sandbox pays and a provider falls back to before its list was ever fetched.
 */
export const BANK_LISTS = ['builtin', 'paystack', 'flutterwave'] as const;
export type BankList = (typeof BANK_LISTS)[number];
/** A bank a seller may choose: the list's code (a string, any length) and name. */
export type BankOption = { code: string; name: string };
export type NigerianBankCode = NigerianBank['code'];
export const bankByCode = (code: string): NigerianBank | undefined => NIGERIAN_BANKS.find((b) => b.code === code);

/** Why a customer sends goods back (docs/product.md#returns). */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'missing_parts', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  not_as_described: 'Not as described',
  missing_parts: 'Missing parts',
  changed_mind: 'Changed my mind',
};
/**
 * A return request's life (docs/product.md#returns): `open` for the vendor, `declined` by them
 * (the customer may escalate), `escalated` for an admin, then `accepted` (refunded) or `rejected`
 * (the admin declined). `open` and `escalated` hold the order's money.
 */
export const RETURN_STATUSES = ['open', 'declined', 'escalated', 'accepted', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const OPEN_RETURN_STATUSES = ['open', 'escalated'] as const satisfies readonly ReturnStatus[];
/** Photos a customer may add to a return request (docs/product.md#returns). */
export const MAX_RETURN_PHOTOS = 3;
/** Return requests per page of the vendor's and the admin's lists. */
export const RETURNS_PAGE_SIZE = 10;

/** How a coupon takes money off (docs/product.md#coupons): a percentage of the goods, or fixed naira. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** Who pays for a coupon's discount: the platform (an admin's coupon) or the store (its vendor's). */
export const COUPON_BEARERS = ['platform', 'store'] as const;
export type CouponBearer = (typeof COUPON_BEARERS)[number];
export const COUPON_CODE_MAX_LENGTH = 32;

/**
 * Where a store's platform-funded credit above the admin's daily limit stands (decision 0026):
 * held on Needs attention, released to the seller, or rejected (never paid).
 */
export const PLATFORM_CREDIT_REVIEW_STATUSES = ['held', 'released', 'rejected'] as const;
export type PlatformCreditReviewStatus = (typeof PLATFORM_CREDIT_REVIEW_STATUSES)[number];
/** The daily limit of platform-funded credit per store until an admin sets one: ₦20,000. */
export const DEFAULT_PLATFORM_CREDIT_DAILY_LIMIT_KOBO = 2_000_000;
