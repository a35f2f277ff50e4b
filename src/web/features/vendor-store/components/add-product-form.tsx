import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRODUCT_IMAGES, PRODUCT_NAME_MAX_LENGTH } from '../../../../shared/constants.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { emptyProductForm, productFormSchema } from '../product-form.ts';
import { useAddProduct } from '../api/add-product.ts';
import { useCategoryOptions } from '../api/list-category-options.ts';

/**
 * docs/product.md#store-management: name required; price in naira ≥ 0 with step 0.01 (sent as kobo); stock a
 * whole number ≥ 0; category optional; up to 5 images with previews.
 */
export function AddProductForm({ storeId }: { storeId: string }) {
  const addProduct = useAddProduct(storeId);
  const categories = useCategoryOptions();
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(productFormSchema), defaultValues: emptyProductForm });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setImagesError(undefined);
    addProduct.mutate(
      { values, images },
      {
        onSuccess: () => {
          form.reset(emptyProductForm);
          setImages([]);
        },
        onError: (error) => {
          applyServerErrors(
            error,
            form.setError,
            ['name', 'description', 'priceKobo', 'stockQuantity', 'categoryId'],
            '',
          );
          // "Add at most 5 images" and image problems belong under the picker.
          if (isApiError(error)) setImagesError(error.fields.images);
        },
      },
    );
  });

  return (
    <section
      aria-labelledby="add-product-heading"
      id="add-product"
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="add-product-heading" className="text-lg font-semibold text-stone-900">
        Add Product
      </h2>
      {/* Sizes and colours are set once the product and its pictures exist, so a variant can name one. */}
      <p className="mt-1 text-sm text-stone-600">{ui.variantsAfterAdding}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label="Product name"
          required
          // No maxLength: a longer name is refused with a field error, never cut while typing.
          hint={ui.productNameHint(PRODUCT_NAME_MAX_LENGTH)}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          maxLength={4000}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (₦)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            placeholder="0.00"
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
            placeholder="0"
            {...form.register('stockQuantity')}
            error={errors.stockQuantity?.message}
          />
        </div>
        <SelectField
          label="Category (optional)"
          disabled={categories.isPending}
          hint={categories.isError ? 'Categories could not be loaded; you can add the product without one.' : undefined}
          {...form.register('categoryId')}
          error={errors.categoryId?.message}
        >
          <option value="">No category</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <FilePicker
          label="Images"
          optional
          files={images}
          onFilesChange={setImages}
          max={MAX_PRODUCT_IMAGES}
          error={imagesError}
          disabled={addProduct.isPending}
        />
        <Button type="submit" pending={addProduct.isPending} className="w-full sm:w-auto">
          Add Product
        </Button>
      </form>
    </section>
  );
}
