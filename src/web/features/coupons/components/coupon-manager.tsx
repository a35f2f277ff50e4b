import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira } from '../../../../shared/money.ts';
import type { CouponInput, CouponView } from '../../../../shared/schemas/coupons.ts';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCoupons, useCreateCoupon, useSetCouponActive, type CouponScope } from '../api/coupons.ts';
import { couponFormSchema, couponTextOf, EMPTY_COUPON, type CouponTexts } from '../coupon-form.ts';

/**
 * Coupons of the platform (admin's Coupons tab) or of one store (its Manage Store page), docs/
 * product.md#coupons: a form to create one, and the list with each one's terms, uses and limits,
 * and Deactivate (or Activate again).
 */
export function CouponManager({ scope }: { scope: CouponScope }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-stone-900">
          {scope.kind === 'platform' ? 'Platform coupons' : 'Coupons'}
        </h2>
        <p className="mb-3 text-sm text-stone-600">
          {scope.kind === 'platform'
            ? 'Platform coupons apply to the whole cart; Oja pays the discount, not the sellers.'
            : "This store's coupons apply to its own goods only; the discount comes off your sale."}
        </p>
        <CouponList scope={scope} />
      </div>
      <CreateCouponForm scope={scope} />
    </section>
  );
}

function terms(coupon: CouponView) {
  const off =
    coupon.kind === 'percent' ? `${(coupon.percentBp ?? 0) / 100}% off` : `${formatNaira(coupon.amountKobo ?? 0)} off`;
  return coupon.minSpendKobo > 0 ? `${off} when spending ${formatNaira(coupon.minSpendKobo)}` : off;
}

function CouponList({ scope }: { scope: CouponScope }) {
  const coupons = useCoupons(scope);
  const setActive = useSetCouponActive(scope);
  if (coupons.isPending) return <p className="text-sm text-stone-600">Loading coupons…</p>;
  if (coupons.isError) return <FormAlert tone="error">Could not load the coupons. Try again.</FormAlert>;
  if (coupons.data.coupons.length === 0) return <p className="text-sm text-stone-600">No coupons yet.</p>;
  return (
    <ul aria-label="Coupons" className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {coupons.data.coupons.map((coupon) => (
        <li key={coupon.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-mono text-base font-semibold text-stone-900 [overflow-wrap:anywhere]">
              {coupon.code}{' '}
              <span
                className={
                  'ml-1 rounded-full px-2 py-0.5 font-sans text-xs font-medium ' +
                  (coupon.active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700')
                }
              >
                {coupon.active ? 'Active' : 'Inactive'}
              </span>
            </p>
            <p className="mt-1 text-sm text-stone-700">{terms(coupon)}</p>
            <p className="mt-1 text-sm text-stone-600">
              Used {coupon.uses}
              {coupon.maxUses !== null ? ` of ${coupon.maxUses}` : ''} times
              {coupon.maxUsesPerCustomer !== null ? ` · ${coupon.maxUsesPerCustomer} per customer` : ''}
            </p>
            {coupon.budgetKobo !== null && (
              <p className="mt-1 text-sm text-stone-600">
                Spent {formatNaira(coupon.spentKobo)} of {formatNaira(coupon.budgetKobo)} budget
              </p>
            )}
            {(coupon.startsAt || coupon.endsAt) && (
              <p className="mt-1 text-sm text-stone-600">
                {coupon.startsAt ? `From ${formatDate(coupon.startsAt)}` : ''}
                {coupon.startsAt && coupon.endsAt ? ' ' : ''}
                {coupon.endsAt ? `until ${formatDate(coupon.endsAt)}` : ''}
              </p>
            )}
          </div>
          <Button
            variant={coupon.active ? 'secondary' : 'primary'}
            size="sm"
            aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} coupon ${coupon.code}`}
            pending={setActive.isPending && setActive.variables?.couponId === coupon.id}
            onClick={() =>
              setActive.mutate(
                { couponId: coupon.id, active: !coupon.active },
                { onError: (error) => toast.error(error.message) },
              )
            }
          >
            {coupon.active ? 'Deactivate' : 'Activate'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function CreateCouponForm({ scope }: { scope: CouponScope }) {
  const headingId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateCoupon(scope);
  const form = useForm<CouponTexts, unknown, CouponInput>({
    resolver: zodResolver(couponFormSchema({ platform: scope.kind === 'platform' })),
    defaultValues: EMPTY_COUPON,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ coupon }) => {
        toast.success(`Coupon ${coupon.code} created`);
        form.reset(EMPTY_COUPON);
      },
      onError: (error) => {
        if (!isApiError(error) || Object.keys(error.fields).length === 0) return setAlert(error.message);
        for (const [field, message] of Object.entries(error.fields))
          form.setError(couponTextOf[field as keyof CouponInput] ?? 'code', { type: 'server', message });
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        setAlert(null);
        void submit(event);
      }}
      noValidate
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        Create a coupon
      </h3>
      <div className="mt-4 grid gap-4">
        <TextField
          label="Code"
          hint="Letters, digits, - or _; shoppers may type it in any case"
          {...form.register('code')}
          error={errors.code?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SegmentedChoice
          legend="Discount type"
          name="kind"
          options={[
            { value: 'percent', label: 'Percentage' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          value={kind}
          onChange={(next) => {
            // The amount's refusal was about the other kind.
            form.setValue('kind', next);
            form.clearErrors('amount');
          }}
        />
        <TextField
          label={kind === 'percent' ? 'Percentage off' : 'Amount off (₦)'}
          inputMode="decimal"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <TextField
          label="Minimum spend (₦)"
          hint="Optional"
          inputMode="decimal"
          {...form.register('minSpend')}
          error={errors.minSpend?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <TextField
            label="Starts on"
            hint="Optional"
            type="date"
            {...form.register('startsOn')}
            error={errors.startsOn?.message}
          />
          <TextField
            label="Ends on"
            hint="Optional"
            type="date"
            {...form.register('endsOn')}
            error={errors.endsOn?.message}
          />
          <TextField
            label="Total uses"
            hint={scope.kind === 'platform' ? 'Total uses or a total budget is required' : 'Optional'}
            inputMode="numeric"
            {...form.register('maxUses')}
            error={errors.maxUses?.message}
          />
          <TextField
            label="Total budget (₦)"
            hint={
              scope.kind === 'platform'
                ? 'The most Oja pays in discounts for this coupon; required unless Total uses is set'
                : 'Optional: the most the discounts may add up to'
            }
            inputMode="decimal"
            {...form.register('budget')}
            error={errors.budget?.message}
          />
          <TextField
            label="Uses per customer"
            hint="Optional"
            inputMode="numeric"
            {...form.register('maxUsesPerCustomer')}
            error={errors.maxUsesPerCustomer?.message}
          />
        </div>
      </div>
      {alert && (
        <div className="mt-4">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      )}
      <Button type="submit" className="mt-5 w-full" pending={create.isPending}>
        Create coupon
      </Button>
    </form>
  );
}
