import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRODUCT_IMAGES, PRODUCT_NAME_MAX_LENGTH } from '../../../../shared/constants.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import {
  imagesChanged,
  keptImages,
  koboToNairaText,
  parseNairaInput,
  productChanges,
  productEditSchema,
  productEditValues,
  type EditImage,
} from '../product-form.ts';
import type { ManagedProduct } from '../api/get-managed-store.ts';
import { useCategoryOptions } from '../api/list-category-options.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductImagesEditor } from './product-images-editor.tsx';

/** Edit every field of one product, images included, in a dialog (focus trapped, Escape closes). */
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
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="break-words text-lg font-semibold text-stone-900">
              Edit {product.name}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            Change the name, category, price, stock, description or images. Nothing changes until you save.
          </Dialog.Description>
          {/* Mounted only while open, so each opening starts from the product as it is now. */}
          <EditProductForm product={product} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditProductForm({ product, onDone }: { product: ManagedProduct; onDone: () => void }) {
  const update = useUpdateProduct();
  const categories = useCategoryOptions();
  const [images, setImages] = useState<EditImage[]>(() => keptImages(product.images));
  const [imagesError, setImagesError] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(productEditSchema), defaultValues: productEditValues(product) });
  const { errors } = form.formState;
  const price = form.register('priceKobo');
  // Controlled, so the product's category shows once the options have loaded, whenever that is.
  const category = form.register('categoryId');
  const categoryId = form.watch('categoryId');

  const submit = form.handleSubmit((values) => {
    const changes = productChanges(product, values);
    const withImages = imagesChanged(product.images, images);
    if (Object.keys(changes).length === 0 && !withImages) return onDone();
    setImagesError(undefined);
    update.mutate(
      { productId: product.id, changes, images: withImages ? images : undefined },
      {
        onSuccess: onDone,
        onError: (error) => {
          applyServerErrors(
            error,
            form.setError,
            ['name', 'description', 'priceKobo', 'stockQuantity', 'categoryId'],
            '',
          );
          if (isApiError(error)) setImagesError(error.fields.images ?? error.fields.file);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <TextField
        label="Product name"
        required
        // No maxLength: a longer name is refused with a field error, never cut while typing.
        hint={ui.productNameHint(PRODUCT_NAME_MAX_LENGTH)}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <SelectField
        label="Category"
        disabled={categories.isPending}
        hint={categories.isError ? 'Categories could not be loaded; the product keeps its category.' : undefined}
        {...category}
        value={categoryId}
        error={errors.categoryId?.message}
      >
        <option value="">No category</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (₦)"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          {...price}
          onBlur={(event) => {
            void price.onBlur(event);
            // Tidy what was typed into the shown form ("4500.5" → "4,500.50") once it is valid.
            const parsed = parseNairaInput(event.target.value);
            if (parsed.ok) form.setValue('priceKobo', koboToNairaText(parsed.value));
          }}
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
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={4000}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <ProductImagesEditor
        images={images}
        onChange={setImages}
        max={MAX_PRODUCT_IMAGES}
        error={imagesError}
        disabled={update.isPending}
      />
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
