import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { MAX_PRODUCT_OPTIONS, variantKey, variantLabel } from '../../../../shared/variants.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { ManagedProduct } from '../api/get-managed-store.ts';
import { useSetProductVariants } from '../api/set-product-variants.ts';
import {
  draftsFromProduct,
  gridCombinations,
  optionsOf,
  variantsRequest,
  type OptionDraft,
  type VariantDraft,
} from '../variants-form.ts';

/** A product's sizes, colours… and each combination's stock, price and picture (docs/product.md#variants). */
export function VariantsDialog({ product }: { product: ManagedProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`${ui.variantsButton} of ${product.name}`}>
          {ui.variantsButton}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="break-words text-lg font-semibold text-stone-900">
              {ui.variantsTitle(product.name)}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-600">{ui.variantsIntro}</Dialog.Description>
          <VariantsForm product={product} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VariantsForm({ product, onDone }: { product: ManagedProduct; onDone: () => void }) {
  const save = useSetProductVariants();
  const initial = draftsFromProduct(product);
  const [options, setOptions] = useState<OptionDraft[]>(
    initial.options.length > 0 ? initial.options : [{ name: 'Size', values: '' }],
  );
  const [rows, setRows] = useState<Map<string, VariantDraft>>(initial.rows);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const grid = gridCombinations(options);
  const parsed = optionsOf(options);

  const setOption = (index: number, change: Partial<OptionDraft>) =>
    setOptions((all) => all.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const setRow = (key: string, change: Partial<VariantDraft>) =>
    setRows((all) => new Map(all).set(key, { stock: '0', price: '', image: '', ...all.get(key), ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Options with neither name nor values are left out: the vendor did not mean them.
    const meant = options.filter((o) => o.name.trim() !== '' || o.values.trim() !== '');
    const request = variantsRequest(meant, rows);
    setFormError(null);
    if (!request.ok) {
      setFields(request.fields);
      return;
    }
    setFields({});
    save.mutate(
      { productId: product.id, body: request.body },
      {
        onSuccess: onDone,
        onError: (error) => {
          setFormError(error.message);
          if (isApiError(error)) setFields(error.fields);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      {fields.options && <FormAlert tone="error">{fields.options}</FormAlert>}
      <ol className="space-y-3">
        {options.map((option, i) => (
          <li
            key={i}
            className="grid gap-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
          >
            <TextField
              label={ui.optionName(i + 1)}
              value={option.name}
              onChange={(e) => setOption(i, { name: e.target.value })}
              error={fields[`options.${i}.name`] ?? fields[`options.${i}`]}
            />
            <TextField
              label={ui.optionValues(i + 1)}
              hint={ui.optionValuesHint}
              value={option.values}
              placeholder="S, M, L"
              onChange={(e) => setOption(i, { values: e.target.value })}
              error={Object.entries(fields).find(([k]) => k.startsWith(`options.${i}.values`))?.[1]}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="sm:mt-6"
              onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}
            >
              {ui.removeOption(i + 1)}
            </Button>
          </li>
        ))}
      </ol>
      {options.length < MAX_PRODUCT_OPTIONS && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setOptions((all) => [...all, { name: '', values: '' }])}
        >
          {ui.addOption}
        </Button>
      )}
      {fields.variants && <FormAlert tone="error">{fields.variants}</FormAlert>}
      {grid.length === 0 ? (
        <p className="text-sm text-stone-600">{ui.noCombinations}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {grid.map((values, i) => {
            const key = variantKey(values);
            const row = rows.get(key) ?? { stock: '0', price: '', image: '' };
            const label = variantLabel(parsed, values);
            return (
              <li key={key}>
                <fieldset className="p-3">
                  <legend className="float-left w-full font-medium text-stone-900">{label}</legend>
                  <div className="clear-both grid grid-cols-2 gap-2 pt-1 sm:grid-cols-3">
                    <TextField
                      label="Stock"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      value={row.stock}
                      onChange={(e) => setRow(key, { stock: e.target.value })}
                      error={fields[`variants.${i}.stockQuantity`]}
                    />
                    <TextField
                      label="Price (₦)"
                      inputMode="decimal"
                      placeholder={ui.samePrice}
                      value={row.price}
                      onChange={(e) => setRow(key, { price: e.target.value })}
                      error={fields[`variants.${i}.priceKobo`]}
                    />
                    {product.images.length > 0 && (
                      <SelectField
                        label="Picture"
                        className="col-span-2 sm:col-span-1"
                        value={row.image}
                        onChange={(e) => setRow(key, { image: e.target.value })}
                        error={fields[`variants.${i}.image`]}
                      >
                        <option value="">{ui.productPicture}</option>
                        {product.images.map((url, n) => (
                          <option key={url} value={url}>
                            {ui.picture(n + 1)}
                          </option>
                        ))}
                      </SelectField>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" pending={save.isPending}>
          {ui.saveVariants}
        </Button>
      </div>
    </form>
  );
}
