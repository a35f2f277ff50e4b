import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { AppError } from '../errors.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { parseInput, validateJson, validateParams } from '../http/validate.ts';
import { limitImageUploads, readMultipartForm } from '../http/read-upload.ts';
import { multiImageBodyLimit } from '../http/body-limit.ts';
import {
  createProductInputSchema,
  createStoreInputSchema,
  updateProductInputSchema,
} from '../../shared/schemas/catalog.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { updateStoreSettingsInputSchema } from '../../shared/schemas/pay-on-delivery.ts';
import { setStoreDeliveryDaysInputSchema } from '../../shared/schemas/delivery-days.ts';
import { MAX_PRODUCT_IMAGES } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { addProduct } from './add-product.ts';
import { createStore } from './create-store.ts';
import { deleteProduct } from './delete-product.ts';
import { listOwnStores } from './list-own-stores.ts';
import { readManagedStore } from './read-managed-store.ts';
import { setProductVariants } from './set-product-variants.ts';
import { setProductVariantsInputSchema } from '../../shared/schemas/variants.ts';
import { updateProduct, type ImageEntry, type UpdateProductInput } from './update-product.ts';
import { updateStoreSettings } from './update-store-settings.ts';
import { setStoreDeliveryDays } from './set-store-delivery-days.ts';

const sellers = ['vendor', 'admin'] as const;
const storeIdParams = validateParams(uuidParams('storeId', 'Store'));
const productIdParams = validateParams(uuidParams('productId', 'Product'));

/** /api/stores: a vendor's own stores and their products. Ownership is checked in each use case. */
export const storeRoutes = new Hono<AppEnv>()
  // Customers are told they need a vendor account when they try to create a store.
  .post('/', requireRole(sellers, messages.access.vendorAccountToCreateStore), multiImageBodyLimit(2), async (c) => {
    const form = await readMultipartForm(c);
    const input = parseInput(createStoreInputSchema, form.fields);
    const { deps } = c.var;
    const store = await createStore(
      deps.db,
      { ...input, logo: form.files.logo?.[0], banner: form.files.banner?.[0] },
      currentActor(c),
      deps.storage,
    );
    return c.json({ store }, 201);
  })
  .get('/mine', requireRole(sellers), async (c) =>
    c.json({ stores: await listOwnStores(c.var.deps.db, currentActor(c)) }),
  )
  .get('/:storeId/manage', requireRole(sellers), storeIdParams, async (c) =>
    c.json(await readManagedStore(c.var.deps.db, c.req.valid('param'), currentActor(c))),
  )
  // The store's settings (docs/product.md#pay-on-delivery): only what the JSON names changes.
  .patch('/:storeId', requireRole(sellers), storeIdParams, validateJson(updateStoreSettingsInputSchema), async (c) =>
    c.json({
      store: await updateStoreSettings(
        c.var.deps.db,
        { ...c.req.valid('json'), ...c.req.valid('param') },
        currentActor(c),
      ),
    }),
  )
  // How many days the store takes to deliver, in all and per state (docs/product.md#delivery-estimates).
  .put(
    '/:storeId/delivery-days',
    requireRole(sellers),
    storeIdParams,
    validateJson(setStoreDeliveryDaysInputSchema),
    async (c) =>
      c.json(
        await setStoreDeliveryDays(c.var.deps.db, { ...c.req.valid('json'), ...c.req.valid('param') }, currentActor(c)),
      ),
  )
  .post('/:storeId/products', requireRole(sellers), storeIdParams, multiImageBodyLimit(5), async (c) => {
    const form = await readMultipartForm(c);
    const input = parseInput(createProductInputSchema, form.fields);
    const { deps } = c.var;
    const product = await addProduct(
      deps.db,
      { ...input, ...c.req.valid('param'), images: form.files.images ?? [] },
      currentActor(c),
      deps.storage,
    );
    return c.json({ product }, 201);
  });

const isMultipart = (c: Context) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The edit dialog's multipart form: text fields as on create, and `images` in order — an image the
 * product keeps as its URL (text), a new one as a file. The form is the whole edit, so its `images`
 * entries are the new list (none: no images).
 */
async function readProductEditForm(c: Context<AppEnv>): Promise<Omit<UpdateProductInput, 'productId'>> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('invalid_input', 'Request must be a multipart form', {
      body: 'Request must be a multipart form',
    });
  }
  const fields: Record<string, unknown> = {};
  const images: ImageEntry[] = [];
  for (const [key, raw] of Object.entries(body)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (key === 'images') {
        if (typeof value === 'string') images.push(value);
        else if (value.size > 0 || value.name !== '') images.push(Buffer.from(await value.arrayBuffer()));
      } else {
        fields[key] = value; // a file in a text field is refused by the schema
      }
    }
  }
  const input = parseInput(updateProductInputSchema, {
    ...fields,
    images: images.filter((entry) => typeof entry === 'string'),
  });
  await limitImageUploads(c, images.filter((entry) => typeof entry !== 'string').length);
  return { ...input, images };
}

/** /api/products: the owner edits or deletes a product (an admin may delete any). */
export const productRoutes = new Hono<AppEnv>()
  // JSON changes some fields (and may reorder or drop images); multipart is the edit dialog, with new images.
  .patch(
    '/:productId',
    requireRole(sellers),
    productIdParams,
    multiImageBodyLimit(MAX_PRODUCT_IMAGES),
    validateJson(updateProductInputSchema),
    async (c) => {
      const changes = isMultipart(c) ? await readProductEditForm(c) : c.req.valid('json');
      const { deps } = c.var;
      const product = await updateProduct(
        deps.db,
        { ...changes, ...c.req.valid('param') },
        currentActor(c),
        deps.storage,
      );
      return c.json({ product });
    },
  )
  // The whole set of sizes/colours and their stock, price and picture at once (decision 0025).
  .put(
    '/:productId/variants',
    requireRole(sellers),
    productIdParams,
    validateJson(setProductVariantsInputSchema),
    async (c) => {
      const result = await setProductVariants(
        c.var.deps.db,
        { ...c.req.valid('json'), ...c.req.valid('param') },
        currentActor(c),
      );
      return c.json(result);
    },
  )
  .delete('/:productId', requireRole(sellers), productIdParams, async (c) => {
    await deleteProduct(c.var.deps.db, c.req.valid('param'), currentActor(c));
    return c.json({ ok: true });
  });
