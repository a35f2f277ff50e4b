import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { validateParams, validateQuery } from '../http/validate.ts';
import { searchQuerySchema } from '../../shared/schemas/catalog.ts';
import { slugParams, uuidParams } from '../../shared/schemas/params.ts';
import { readProductPage } from '../workflows/read-product-page/read-product-page.ts';
import { listActiveCategories } from './list-active-categories.ts';
import { pageQuerySchema } from './page-of-products.ts';
import { readCategoryPage } from './read-category-page.ts';
import { readHome } from './read-home.ts';
import { readRelatedProducts } from './read-related-products.ts';
import { readStorePage } from './read-store-page.ts';
import { searchCatalog } from './search-catalog.ts';

/** Public reads under /api/catalog: everything follows the visibility rule. */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', async (c) => c.json(await readHome(c.get('deps').db)))
  .get('/categories', async (c) => c.json({ categories: await listActiveCategories(c.get('deps').db) }))
  .get('/categories/:slug', validateParams(slugParams('slug', 'Category')), validateQuery(pageQuerySchema), async (c) =>
    c.json(await readCategoryPage(c.get('deps').db, { ...c.req.valid('param'), ...c.req.valid('query') })),
  )
  .get('/stores/:slug', validateParams(slugParams('slug', 'Store')), validateQuery(pageQuerySchema), async (c) =>
    c.json(await readStorePage(c.get('deps').db, { ...c.req.valid('param'), ...c.req.valid('query') })),
  )
  .get('/products/:id', validateParams(uuidParams('id', 'Product')), async (c) =>
    c.json(await readProductPage(c.get('deps').db, { productId: c.req.valid('param').id })),
  )
  // "More from this store" and "Similar items": fetched after the page's first paint.
  .get('/products/:id/related', validateParams(uuidParams('id', 'Product')), async (c) =>
    c.json(await readRelatedProducts(c.get('deps').db, { productId: c.req.valid('param').id })),
  )
  .get('/search', validateQuery(searchQuerySchema), async (c) => {
    const input = c.req.valid('query');
    try {
      return c.json(await searchCatalog(c.get('deps').db, input));
    } catch (error) {
      // Search failures are logged and the page stays usable (docs/product.md#search).
      c.var.log.error({ err: error }, 'search failed');
      return c.json({ query: input.q, products: [], total: 0, categories: [], stores: [], failed: true });
    }
  });
