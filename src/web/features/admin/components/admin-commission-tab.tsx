import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '../../../../shared/messages.ts';
import type { CommissionRate } from '../../../../shared/pricing.ts';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCommission, type CommissionSettings } from '../api/get-commission.ts';
import { useSavePlatformCommission } from '../api/save-platform-commission.ts';
import { useSaveCommissionOverride, type OverrideTarget } from '../api/save-commission-override.ts';
import { useRemoveCommissionOverride } from '../api/remove-commission-override.ts';
import { useAdminCategories } from '../api/list-categories.ts';
import { useAdminStores } from '../api/list-stores.ts';
import {
  describeRate,
  rateFormFieldOf,
  rateFormSchema,
  rateFormTexts,
  type RateFormTexts,
  type RateFormValues,
} from '../commission-form.ts';

const m = messages.commission;

/**
 * /admin "Commission" (docs/product.md#commission): the platform default and the setting for
 * delivery fees, then the overrides per category and per store. The most specific rule applies to
 * each order line when it is placed; placed orders keep their figures.
 */
export function AdminCommissionTab() {
  const commission = useCommission();
  if (commission.isPending) return <PageLoading label="Loading commission…" />;
  if (commission.isError) return <FormAlert tone="error">{commission.error.message}</FormAlert>;
  const settings = commission.data;
  return (
    <div className="grid gap-6">
      <div className="grid max-w-prose gap-2 text-sm text-stone-700">
        <h2 className="text-lg font-semibold text-stone-900">Commission</h2>
        <p>
          What the marketplace keeps of each order line: a percentage of the line and a flat fee, kept between an
          optional floor and cap, never more than the line. A store’s override comes first, then its category’s, then
          the platform default.
        </p>
        <p>Shoppers never see it. Each order keeps the commission it was placed with.</p>
      </div>
      <PlatformForm key={JSON.stringify(settings.platform)} platform={settings.platform} />
      <OverridesSection scope="category" settings={settings} />
      <OverridesSection scope="store" settings={settings} />
    </div>
  );
}

/** The four boxes of a rate, each with its error. */
function RateFields({
  register,
  errors,
}: {
  register: UseFormRegister<RateFormTexts>;
  errors: FieldErrors<RateFormTexts>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label="Percent (%)"
        inputMode="decimal"
        hint="0 to 100, up to 2 decimals"
        {...register('percent')}
        error={errors.percent?.message}
      />
      <TextField
        label="Flat fee per line (₦)"
        inputMode="decimal"
        hint="Added to each order line"
        {...register('flat')}
        error={errors.flat?.message}
      />
      <TextField
        label="Floor (₦)"
        inputMode="decimal"
        hint="Optional: the least per line"
        {...register('floor')}
        error={errors.floor?.message}
      />
      <TextField
        label="Cap (₦)"
        inputMode="decimal"
        hint="Optional: the most per line"
        {...register('cap')}
        error={errors.cap?.message}
      />
    </div>
  );
}

function PlatformForm({ platform }: { platform: CommissionSettings['platform'] }) {
  const checkboxId = useId();
  const save = useSavePlatformCommission({ onSuccess: () => toast.success(m.defaultSaved) });
  return (
    <RateForm
      title="Platform default"
      note="For every line without a store or category override."
      initial={rateFormTexts(platform, { chargeDeliveryFees: platform.chargeDeliveryFees })}
      platform
      submitLabel="Save default"
      pending={save.isPending}
      onSave={({ rate, chargeDeliveryFees }) => save.mutateAsync({ ...rate, chargeDeliveryFees })}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      {(register) => (
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            {...register('chargeDeliveryFees')}
            aria-describedby={`${checkboxId}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-emerald-700"
          />
          <div>
            <label htmlFor={checkboxId} className="text-sm font-medium text-stone-900">
              Charge commission on delivery fees
            </label>
            <p id={`${checkboxId}-hint`} className="text-sm text-stone-600">
              A store order’s delivery fee is then commissioned too, at its store’s override or else this default.
            </p>
          </div>
        </div>
      )}
    </RateForm>
  );
}

type Override = { id: string; name: string; rate: CommissionRate };

const scopeWords = {
  category: {
    title: 'Category overrides',
    one: 'category',
    add: 'Add a category override',
    none: 'No category has an override.',
  },
  store: { title: 'Store overrides', one: 'store', add: 'Add a store override', none: 'No store has an override.' },
} as const;

function overridesOf(scope: OverrideTarget['scope'], settings: CommissionSettings): Override[] {
  return scope === 'category'
    ? settings.categories.map(({ categoryId, categoryName, ...rate }) => ({ id: categoryId, name: categoryName, rate }))
    : settings.stores.map(({ storeId, storeName, ...rate }) => ({ id: storeId, name: storeName, rate }));
}

/** One scope's overrides: each with Edit and Remove, then the form that adds one. */
function OverridesSection({ scope, settings }: { scope: OverrideTarget['scope']; settings: CommissionSettings }) {
  const words = scopeWords[scope];
  const overrides = overridesOf(scope, settings);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Where focus goes back to when a form closes: its Edit button, or the Add button.
  const refocus = useRef<string | null>(null);
  const focusIfWanted = (key: string) => (el: HTMLButtonElement | null) => {
    if (el && refocus.current === key) {
      refocus.current = null;
      el.focus();
    }
  };
  const headingId = useId();
  const remove = useRemoveCommissionOverride({
    onSuccess: () => toast.success(m.overrideRemoved),
    onError: (error) => toast.error(m.removeFailed(error.message)),
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {words.title}
      </h3>
      {overrides.length === 0 ? (
        <p className="text-sm text-stone-600">{words.none}</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={words.title}>
          {overrides.map((override) => (
            <li key={override.id} className="py-3">
              {editing === override.id ? (
                <OverrideForm
                  scope={scope}
                  fixed={override}
                  onDone={() => {
                    refocus.current = override.id;
                    setEditing(null);
                  }}
                  title={`Edit the override of ${override.name}`}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-stone-900">{override.name}</p>
                    <p className="text-sm text-stone-600">{describeRate(override.rate)}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit the override of ${override.name}`}
                      ref={focusIfWanted(override.id)}
                      onClick={() => setEditing(override.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove the override of ${override.name}`}
                      pending={remove.isPending && remove.variables?.id === override.id}
                      onClick={() => remove.mutate({ scope, id: override.id })}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <OverrideForm
          scope={scope}
          taken={new Set(overrides.map((o) => o.id))}
          title={words.add}
          onDone={() => {
            refocus.current = 'add';
            setAdding(false);
          }}
          className="border-t border-stone-100 pt-4"
        />
      ) : (
        <div>
          <Button variant="secondary" ref={focusIfWanted('add')} onClick={() => setAdding(true)}>
            {words.add}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * Adds an override (pick the category or store by name) or, with `fixed`, edits one; `onDone`
 * closes it after a save or on Cancel.
 */
function OverrideForm({
  scope,
  fixed,
  taken,
  title,
  onDone,
  className,
}: {
  scope: OverrideTarget['scope'];
  fixed?: Override;
  taken?: Set<string>;
  title: string;
  onDone: () => void;
  className?: string;
}) {
  const save = useSaveCommissionOverride({
    onSuccess: () => {
      toast.success(m.overrideSaved);
      onDone();
    },
  });
  return (
    <RateForm
      title={title}
      titleHidden={!!fixed}
      headingLevel="h4"
      initial={rateFormTexts(fixed?.rate, { targetId: fixed?.id ?? '' })}
      target={fixed ? { scope, fixed } : { scope, taken }}
      submitLabel={fixed ? 'Save override' : 'Add override'}
      pending={save.isPending}
      onSave={({ rate, targetId }) => save.mutateAsync({ scope, id: targetId, rate })}
      onCancel={onDone}
      focusFirstField
      className={className}
    />
  );
}

/**
 * The one form of a rate — the platform default, or a category's or store's override, added or
 * edited: its heading, what it is for (none for the default, a name when editing, a picker when
 * adding), the four boxes, anything the caller adds (`children`), then Cancel and the submit. The
 * rate is checked here first; the API's refusals land under their fields, anything else is a toast.
 */
function RateForm({
  title,
  titleHidden = false,
  headingLevel: Heading = 'h3',
  note,
  initial,
  platform = false,
  target,
  submitLabel,
  pending,
  onSave,
  onCancel,
  focusFirstField = false,
  className = '',
  children,
}: {
  title: string;
  /** Only for screen readers: an edit form sits in its list row, under the name it edits. */
  titleHidden?: boolean;
  headingLevel?: 'h3' | 'h4';
  note?: string;
  /** The texts to start from (blank percent and flat fee read as 0). */
  initial: RateFormTexts;
  /** The platform default: checked by the API's schema of the default, with its delivery-fee setting. */
  platform?: boolean;
  target?: { scope: OverrideTarget['scope']; fixed?: Override | undefined; taken?: Set<string> | undefined };
  submitLabel: string;
  pending: boolean;
  /** Saves the checked rate (for an override, the chosen category's or store's id); rejects with the API's error. */
  onSave: (values: RateFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Opened by a button that is then gone: focus moves to the form's first field. */
  focusFirstField?: boolean;
  className?: string | undefined;
  /** More fields of the same form (the default's delivery-fee setting). */
  children?: (register: UseFormRegister<RateFormTexts>) => ReactNode;
}) {
  const pick = target && !target.fixed ? target.scope : undefined;
  const form = useForm<RateFormTexts, unknown, RateFormValues>({
    resolver: zodResolver(rateFormSchema({ platform, pick })),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusFirstField]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const placed = isApiError(error, 400)
        ? Object.entries(error.fields).flatMap(([field, message]) => {
            const at = rateFormFieldOf(field);
            return at ? [{ at, message }] : [];
          })
        : [];
      for (const { at, message } of placed) form.setError(at, { type: 'server', message });
      if (placed.length === 0) toast.error(m.saveFailed(error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className={`grid gap-4 ${className}`}
    >
      <div className={titleHidden ? 'sr-only' : undefined}>
        <Heading id={headingId} className="text-base font-semibold text-stone-900">
          {title}
        </Heading>
        {note ? <p className="text-sm text-stone-600">{note}</p> : null}
      </div>
      {!target ? null : target.fixed ? (
        <p className="font-medium text-stone-900">{target.fixed.name}</p>
      ) : target.scope === 'category' ? (
        <CategoryPicker field={form.register('targetId')} taken={target.taken} error={errors.targetId?.message} />
      ) : (
        <StorePicker
          field={form.register('targetId')}
          onFilter={() => form.setValue('targetId', '')}
          taken={target.taken}
          error={errors.targetId?.message}
        />
      )}
      <RateFields register={form.register} errors={errors} />
      {children?.(form.register)}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" pending={pending} className="px-6">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CategoryPicker({
  field,
  taken,
  error,
}: {
  field: UseFormRegisterReturn<'targetId'>;
  taken: Set<string> | undefined;
  error: string | undefined;
}) {
  const categories = useAdminCategories();
  const choices = (categories.data ?? []).filter((c) => !taken?.has(c.id));
  return (
    <SelectField
      label="Category"
      {...field}
      error={error ?? (categories.isError ? categories.error.message : undefined)}
      disabled={categories.isPending}
      className="max-w-md"
    >
      <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
      {choices.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Stores can be many: type part of a name to narrow the list (which clears the store chosen). */
function StorePicker({
  field,
  onFilter,
  taken,
  error,
}: {
  field: UseFormRegisterReturn<'targetId'>;
  onFilter: () => void;
  taken: Set<string> | undefined;
  error: string | undefined;
}) {
  const stores = useAdminStores();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const choices = (stores.data ?? [])
    .filter((s) => !taken?.has(s.id) && (!wanted || s.name.toLocaleLowerCase().includes(wanted)))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Find a store"
        type="search"
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value);
          onFilter();
        }}
        hint={wanted ? `${choices.length} ${choices.length === 1 ? 'store matches' : 'stores match'}` : undefined}
      />
      <SelectField
        label="Store"
        {...field}
        error={error ?? (stores.isError ? stores.error.message : undefined)}
        disabled={stores.isPending}
      >
        <option value="">{stores.isPending ? 'Loading stores…' : 'Choose a store'}</option>
        {choices.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
