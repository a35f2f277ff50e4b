import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NIGERIAN_STATES, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { shippingAddressSchema } from '../../../../shared/schemas/checkout.ts';
import { isApiError } from '../../../lib/api.ts';
import {
  availableCartItems,
  cartLinesOf,
  describeCartLine,
  getCartItems,
  removeFromCart,
  lineKey,
  useCartItems,
} from '../../../entities/cart/cart-store.ts';
import { cartQuoteKey, useCheckoutQuote } from '../../../entities/cart/cart-quote.ts';
import { toast } from '../../../lib/notify.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { PaymentView } from '../../../../shared/checkout.ts';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useProfile, type Profile } from '../../../entities/profile/profile-query.ts';
import { useOpenCheckout } from '../api/get-open-checkout.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { paymentSetupKey, usePaymentSetup } from '../api/get-payment-setup.ts';
import { OrderSummary } from '../components/order-summary.tsx';
import { CouponBox } from '../../../entities/cart/coupon-box.tsx';
import { dropCouponCode, getCouponCode } from '../../../entities/cart/coupon-code.ts';
import { PaymentMethodField } from '../components/payment-method-field.tsx';
import { SandboxPaymentDialog } from '../components/sandbox-payment-dialog.tsx';
import { UnpaidCheckoutCard } from '../components/unpaid-checkout-card.tsx';
import { settleCancelled } from '../payment/settle-payment.ts';
import { usePaymentFlow, type CheckoutPhase } from '../payment/use-payment-flow.ts';
import { orderTotals } from '../order-totals.ts';
import { checkoutUi } from '../messages.ts';

const fill = messages.checkout.fillShippingDetails;
const checkoutFormSchema = shippingAddressSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
});
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
type CheckoutFormValues = z.output<typeof checkoutFormSchema>;
const shippingFields = ['fullName', 'phone', 'address', 'city', 'state'] as const;
const MISSING_ID = 'shipping-missing';

/**
 * /checkout (docs/product.md#checkout; signed in, non-empty cart): the shipping form, prefilled with the
 * profile's name and phone; the payment method; each store's items, subtotal and delivery fee and
 * the grand total, as the server's quote for the chosen state prices them. Place order →
 * processing → payment. A checkout of this shopper's still waiting for its payment (a reload
 * during the payment, a closed tab) is offered first, to pay or cancel, instead of placing a
 * second set of orders.
 */
export function CheckoutPage() {
  const profile = useProfile();
  const setup = usePaymentSetup();
  const open = useOpenCheckout();
  // A WhatsApp checkout waits for days for its chat; the shopper may place another order meanwhile.
  const [setAside, setSetAside] = useState<string | null>(null);
  const payment = open.data;
  const resumable =
    payment && payment.status === 'pending' && payment.next && payment.reference !== setAside ? payment : null;
  return (
    <PageContainer>
      <PageHeading title="Checkout">{resumable ? checkoutUi.unpaid.resumeIntro : checkoutUi.intro}</PageHeading>
      {profile.isPending || open.isPending || setup.isPending ? (
        <PageLoading label="Loading your details…" />
      ) : setup.isError ? (
        <div className="max-w-xl space-y-4">
          <FormAlert tone="error">{checkoutUi.methodsFailed}</FormAlert>
          <Button variant="secondary" onClick={() => void setup.refetch()} pending={setup.isFetching}>
            {checkoutUi.tryAgain}
          </Button>
        </div>
      ) : (
        <CheckoutForm
          profile={profile.data ?? null}
          profileFailed={profile.isError}
          methods={setup.data.methods}
          open={resumable}
          onSetAside={setSetAside}
        />
      )}
    </PageContainer>
  );
}

function CheckoutForm({
  profile,
  profileFailed,
  methods,
  open,
  onSetAside,
}: {
  profile: Profile | null;
  profileFailed: boolean;
  /** The methods this marketplace has set up; none means payment is not set up yet. */
  methods: PaymentMethod[];
  /** The shopper's unpaid checkout, offered instead of the form. */
  open: PaymentView | null;
  onSetAside: (reference: string) => void;
}) {
  const queryClient = useQueryClient();
  const items = useCartItems();
  const [alert, setAlert] = useState<string | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const payNowButton = useRef<HTMLButtonElement>(null);
  const checkAgain = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cartQuoteKey });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.open });
  }, [queryClient]);
  const flow = usePaymentFlow(checkAgain);

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      fullName: profile?.fullName ?? '',
      phone: profile?.phone ?? '',
      address: '',
      city: '',
      paymentMethod: methods[0],
    },
  });
  const { errors } = form.formState;
  const state = useWatch({ control: form.control, name: 'state' }) ?? '';
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  // The server prices the checkout: each state chosen asks it again for the fees and totals.
  const quote = useCheckoutQuote(items, state || undefined, flow.phase === 'idle');
  const totals = orderTotals(items, quote.data?.quote);
  // The last state's figures stay on screen while the next quote comes: not a price to pay.
  const settling = quote.isPlaceholderData;
  const unavailable = items.filter((item) => item.unavailable);
  const canBuy = totals.stores.length > 0;
  // Pay on delivery is for this cart to earn (docs/product.md#pay-on-delivery): the quote says whether it may
  // (the last state's answer stands while the next comes; placing the order decides again).
  const payOnDelivery = quote.data ? quote.data.quote.payOnDelivery : null;
  const payOnDeliveryOpen = payOnDelivery !== null && payOnDelivery.reasons.length === 0;
  const payOnDeliveryShut = payOnDelivery !== null && !payOnDeliveryOpen;
  const canPay = methods.length > 0 || payOnDeliveryOpen;
  // Said once the quote has answered, so a cart that may pay on delivery never reads "not set up" first.
  const notSetUp = methods.length === 0 && !payOnDeliveryOpen && (quote.isError || quote.isSuccess);
  // An Oja coupon is paid only through a card provider (decision 0026): the quote names the methods it refuses.
  const couponRefusals = quote.data?.quote.coupon?.refusedFor ?? {};
  const firstOpen = methods.find((m) => !couponRefusals[m]) ?? methods[0];
  const methodShut = method !== 'pay_on_delivery' && couponRefusals[method] !== undefined;
  // Pay on delivery chosen, then no longer open to this cart (another state's fee, a refusal), or a
  // method the coupon refuses: back to the first other way.
  useEffect(() => {
    if ((method === 'pay_on_delivery' && payOnDeliveryShut) || methodShut)
      form.setValue('paymentMethod', firstOpen as PaymentMethod);
  }, [method, payOnDeliveryShut, methodShut, form, firstOpen]);
  const changed = items.some((item) => describeCartLine(item).length > 0);
  const missing = (['address', 'city', 'state'] as const).some((name) => errors[name]?.message === fill);
  const errorOf = (name: (typeof shippingFields)[number]) => errors[name]?.message;
  const shownAt = (name: (typeof shippingFields)[number]) => (errorOf(name) === fill ? MISSING_ID : undefined);
  const busy = flow.phase !== 'idle';

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (!canPay) return;
    const buyable = availableCartItems(getCartItems());
    if (buyable.length === 0) return setAlert(checkoutUi.nothingToBuy);
    const { paymentMethod, ...shippingAddress } = values;
    const couponCode = getCouponCode() ?? undefined;
    const error = await flow.start({
      items: cartLinesOf(buyable),
      shippingAddress,
      paymentMethod,
      ...(couponCode ? { couponCode } : {}),
    });
    if (error) refused(error);
  });

  /** What the server said no to, shown where the shopper can act on it. */
  function refused(error: Error) {
    if (!isApiError(error) || error.code === 'network' || error.status >= 500) {
      toast.error(messages.checkout.placeOrderFailed);
      return;
    }
    if (error.status === 401) {
      // The session ended: the guard sends the shopper to sign in and back here, cart intact.
      toast.error(messages.checkout.signInToOrder);
      queryClient.setQueryData(sessionQueryKey, { user: null });
      return;
    }
    // The coupon was refused (used up, expired…): it is dropped with its reason, and the totals re-quoted.
    if (error.fields.couponCode) {
      dropCouponCode(error.fields.couponCode);
      setAlert(error.fields.couponCode);
      checkAgain();
      return;
    }
    if (error.status === 409) {
      // Stock or availability changed: say so, and let the quote correct the lines.
      setAlert(error.message);
      checkAgain();
      return;
    }
    // A method the marketplace no longer offers: show the ones it does now.
    if ('paymentMethod' in error.fields) void queryClient.invalidateQueries({ queryKey: paymentSetupKey });
    let placed = 0;
    for (const [path, message] of Object.entries(error.fields)) {
      const name = path.replace(/^shippingAddress\./, '');
      if ((shippingFields as readonly string[]).includes(name) || name === 'paymentMethod') {
        form.setError(name as (typeof shippingFields)[number] | 'paymentMethod', { type: 'server', message });
        placed += 1;
      }
    }
    if (placed === 0 || placed < Object.keys(error.fields).length) setAlert(error.message);
  }

  const amount = state && !settling && totals.deliveryFeeKobo !== null ? formatNaira(totals.totalKobo) : null;
  const label =
    flow.phase === 'placing'
      ? checkoutUi.processing
      : method === 'whatsapp' || method === 'pay_on_delivery'
        ? checkoutUi.placeOrder
        : checkoutUi.pay(amount);

  const dialog = flow.sandbox && (
    <SandboxPaymentDialog
      payment={flow.sandbox}
      onPay={flow.pay}
      onCancel={flow.cancel}
      returnFocusTo={() => payNowButton.current ?? submitButton.current}
    />
  );

  if (open?.next) {
    const next = open.next;
    return (
      <>
        <OpenCheckout
          payment={open}
          phase={flow.phase}
          payRef={payNowButton}
          onPay={() => void flow.resume({ ...open, next, orderCount: open.orders.length })}
          onCancel={async () => flow.finish(await settleCancelled(open.reference), open.reference)}
          onSetAside={() => onSetAside(open.reference)}
        />
        {dialog}
      </>
    );
  }

  return (
    <>
      <div role="status" className="mb-4 space-y-3 empty:hidden">
        {notSetUp && (
          // Said first, so nobody fills in the form before learning they cannot pay.
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {messages.checkout.paymentNotSetUp}
          </p>
        )}
        {changed && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {checkoutUi.changed}
          </p>
        )}
      </div>
      {quote.isError && (
        <div className="mb-4">
          <FormAlert tone="error">{checkoutUi.quoteFailed}</FormAlert>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={busy || undefined}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
      >
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          >
            <h2 id="shipping-heading" className="text-lg font-semibold text-stone-900">
              {checkoutUi.shippingHeading}
            </h2>
            {profileFailed && <p className="mt-1 text-sm text-stone-600">{checkoutUi.profileFailed}</p>}
            {missing && (
              <div id={MISSING_ID} className="mt-4">
                <FormAlert tone="error">{fill}</FormAlert>
              </div>
            )}
            <fieldset disabled={busy} className="mt-4 grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">{checkoutUi.shippingHeading}</legend>
              <TextField
                label="Full name"
                autoComplete="shipping name"
                {...form.register('fullName')}
                error={errorOf('fullName')}
              />
              <TextField
                label="Phone"
                type="tel"
                autoComplete="shipping tel"
                placeholder="+234 801 234 5678"
                {...form.register('phone')}
                error={errorOf('phone')}
              />
              <TextField
                label="Address"
                autoComplete="shipping street-address"
                required
                className="sm:col-span-2"
                {...form.register('address')}
                error={errorOf('address')}
                errorShownAt={shownAt('address')}
              />
              <TextField
                label="City"
                autoComplete="shipping address-level2"
                required
                {...form.register('city')}
                error={errorOf('city')}
                errorShownAt={shownAt('city')}
              />
              <SelectField
                label="State"
                autoComplete="shipping address-level1"
                required
                defaultValue=""
                // Marked like the other missing fields (SelectField draws the red border only for its own error).
                className={shownAt('state') ? '[&_select]:border-red-500' : ''}
                {...form.register('state')}
                error={shownAt('state') ? undefined : errorOf('state')}
                // One message for the three required fields, shown above them.
                {...(shownAt('state') ? { 'aria-invalid': true, 'aria-describedby': MISSING_ID } : {})}
              >
                <option value="" disabled>
                  {checkoutUi.chooseState}
                </option>
                {NIGERIAN_STATES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          </section>
          {!notSetUp && (
            <PaymentMethodField
              methods={methods}
              payOnDelivery={payOnDelivery}
              couponRefusals={couponRefusals}
              register={form.register('paymentMethod')}
              disabled={busy}
              error={errors.paymentMethod?.message}
            />
          )}
        </div>
        <div className="lg:sticky lg:top-24">
          <OrderSummary
            totals={totals}
            busy={settling}
            unavailable={unavailable}
            onRemove={(item) => removeFromCart(lineKey(item))}
          >
            {canBuy && !busy && <CouponBox />}
            {quote.isError && state && <p className="mt-3 text-sm text-red-700">{checkoutUi.feesFailed}</p>}
            {alert && (
              <div className="mt-4">
                <FormAlert tone="error">{alert}</FormAlert>
              </div>
            )}
            {notSetUp ? (
              <p className="mt-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {messages.checkout.paymentNotSetUp}
              </p>
            ) : canBuy ? (
              <Button
                ref={submitButton}
                type="submit"
                size="lg"
                className="mt-5 w-full"
                pending={busy}
                disabled={busy || !canPay}
              >
                {label}
              </Button>
            ) : (
              <p className="mt-5 text-sm text-stone-600">{checkoutUi.nothingToBuy}</p>
            )}
          </OrderSummary>
        </div>
      </form>
      {dialog}
    </>
  );
}

/** The open checkout, offered instead of the form: Pay now, or Cancel it and then the form. */
function OpenCheckout({
  payment,
  phase,
  payRef,
  onPay,
  onCancel,
  onSetAside,
}: {
  payment: PaymentView;
  phase: CheckoutPhase;
  payRef: Ref<HTMLButtonElement>;
  onPay: () => void;
  onCancel: () => Promise<unknown>;
  onSetAside: () => void;
}) {
  const ui = checkoutUi.unpaid;
  const busy = phase !== 'idle';
  return (
    <div className="max-w-2xl">
      <UnpaidCheckoutCard
        title={ui.resumeTitle}
        headingLevel="h2"
        amountKobo={payment.amountKobo}
        orderIds={payment.orders.map((order) => order.id)}
        createdAt={payment.createdAt}
        waiting={payment.waiting}
        help={ui.resumeHelp}
        payDisabled={busy}
        payPending={busy}
        busy={busy}
        payRef={payRef}
        onPay={onPay}
        onCancel={onCancel}
        cancelLabel={ui.cancelIt}
      >
        {payment.waiting && (
          <ButtonLink to={paths.profile.href()} variant="secondary" size="sm">
            {ui.viewOrders}
          </ButtonLink>
        )}
        {payment.paymentMethod === 'whatsapp' && !payment.waiting && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onSetAside}>
            {ui.newCheckout}
          </Button>
        )}
      </UnpaidCheckoutCard>
      {payment.waiting && <p className="mt-3 text-sm text-stone-600">{ui.waitingHelp}</p>}
    </div>
  );
}
