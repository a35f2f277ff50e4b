import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '../../../../shared/messages.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { GridIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { categoryFormSchema, emptyCategoryForm } from '../category-form.ts';
import { useAdminCategories, type AdminCategory } from '../api/list-categories.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { adminUiMessages as ui } from '../messages.ts';

/** Categories (docs/product.md#admin-dashboard): the list with image, name and description; Add Category; delete with confirm. */
export function AdminCategoriesTab() {
  const categories = useAdminCategories();
  return (
    // The form comes first (reading order and on a phone, above the long list); from lg up it sits on the left.
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-20">
        <AddCategoryForm />
      </div>
      <section aria-labelledby="categories-heading" className="min-w-0">
        <h2 id="categories-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Categories
          {categories.data ? <span className="font-normal text-stone-600"> ({categories.data.length})</span> : null}
        </h2>
        {categories.isPending ? (
          <PageLoading label="Loading categories…" />
        ) : categories.isError ? (
          <FormAlert tone="error">{categories.error.message}</FormAlert>
        ) : categories.data.length === 0 ? (
          <EmptyState icon={<GridIcon size={32} />} title={messages.categories.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {categories.data.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CategoryCard({ category }: { category: AdminCategory }) {
  const deleteCategory = useDeleteCategory();
  return (
    <li
      className="flex overflow-hidden rounded-2xl border border-stone-200 bg-white sm:flex-col"
      data-testid="admin-category"
    >
      {/* A thumbnail beside the text on a phone; a picture on top of a card from sm up. */}
      {category.imageUrl ? (
        <ResponsiveImage
          src={category.imageUrl}
          kind="category"
          sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 96px"
          width={400}
          height={225}
          alt=""
          className="w-24 shrink-0 self-stretch bg-stone-100 object-cover sm:aspect-video sm:w-full"
        />
      ) : (
        <ImagePlaceholder
          label={`No image for ${category.name}`}
          className="w-24 shrink-0 self-stretch sm:aspect-video sm:w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-semibold text-stone-900">{category.name}</h3>
          {!category.isActive && <StatusBadge active={false} />}
        </div>
        {category.description && <p className="mt-1 text-sm text-stone-600">{category.description}</p>}
        <div className="mt-auto pt-3">
          <ConfirmDialog
            title={messages.categories.confirmDelete}
            description={<>“{category.name}” will be removed. Its products stay, without a category.</>}
            confirmLabel="Delete"
            onConfirm={() => deleteCategory.mutateAsync(category.id)}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${category.name}`}
                className="-ml-3 text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <TrashIcon size={16} />
                Delete
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}

/** Name required; description optional; an image file (with preview) or a typed image URL. */
function AddCategoryForm() {
  const create = useCreateCategory();
  const [image, setImage] = useState<File[]>([]);
  const form = useForm({ resolver: zodResolver(categoryFormSchema), defaultValues: emptyCategoryForm });
  const { errors } = form.formState;
  const hasFile = image.length > 0;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { values, image: image[0] },
      {
        onSuccess: () => {
          form.reset(emptyCategoryForm);
          setImage([]);
        },
        onError: (error) => applyServerErrors(error, form.setError, ['name', 'description', 'imageUrl'], ''),
      },
    ),
  );

  return (
    <section aria-labelledby="add-category-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="add-category-heading" className="text-lg font-semibold text-stone-900">
        Add Category
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label="Category name"
          required
          maxLength={80}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          maxLength={1000}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <p className="text-sm text-stone-600">{ui.categoryImageChoice}</p>
        <FilePicker label="Image file" optional files={image} onFilesChange={setImage} disabled={create.isPending} />
        <TextField
          label="Or image URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={hasFile ? ui.fileWins : ui.imageUrlHint}
          {...form.register('imageUrl')}
          error={errors.imageUrl?.message}
        />
        <Button type="submit" pending={create.isPending} className="w-full sm:w-auto">
          Add Category
        </Button>
      </form>
    </section>
  );
}
