import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { koboToNairaInput, productChanges, productEditSchema } from '../product-form.ts';
import type { ManagedProduct } from '../api/get-managed-store.ts';
import { useUpdateProduct } from '../api/update-product.ts';

/** Edit price, stock and description of one product in a dialog (focus trapped, Escape closes). */
export function EditProductDialog({ product }: { product: ManagedProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Edit ${product.name}`}>
          Edit
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="break-words text-lg font-semibold text-stone-900">Edit {product.name}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-600">Change the price, the stock or the description.</Dialog.Description>
          {/* Mounted only while open, so each opening starts from the product as it is now. */}
          <EditProductForm product={product} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditProductForm({ product, onDone }: { product: ManagedProduct; onDone: () => void }) {
  const update = useUpdateProduct();
  const form = useForm({
    resolver: zodResolver(productEditSchema),
    defaultValues: {
      priceKobo: koboToNairaInput(product.priceKobo),
      stockQuantity: String(product.stockQuantity),
      description: product.description ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const changes = productChanges(product, values);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ productId: product.id, changes }, { onSuccess: onDone });
  });

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (₦)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          {...form.register('priceKobo')}
          error={errors.priceKobo?.message}
        />
        <TextField
          label="Stock quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          {...form.register('stockQuantity')}
          error={errors.stockQuantity?.message}
        />
      </div>
      <TextAreaField label="Description" rows={4} maxLength={4000} {...form.register('description')} error={errors.description?.message} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={update.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" pending={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
