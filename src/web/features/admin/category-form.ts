import { z } from 'zod';
import { createCategoryInputSchema } from '../../../shared/schemas/catalog.ts';

/** The Add Category form as typed; its output is the API's multipart fields. */
export const categoryFormSchema = createCategoryInputSchema;
export type CategoryFormValues = { name: string; description: string; imageUrl: string };
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

export const emptyCategoryForm: CategoryFormValues = { name: '', description: '', imageUrl: '' };

/**
 * The multipart body of POST /api/admin/categories. docs/product.md#admin-dashboard: a chosen file is uploaded and used;
 * otherwise the typed image URL. The URL is not sent when there is a file, so nothing is ambiguous.
 */
export function categoryFormData(values: CategoryFormOutput, image: File | undefined): FormData {
  const body = new FormData();
  body.append('name', values.name);
  if (values.description) body.append('description', values.description);
  if (image) body.append('image', image);
  else if (values.imageUrl) body.append('imageUrl', values.imageUrl);
  return body;
}
