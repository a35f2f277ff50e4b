import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { validateQuery } from '../http/validate.ts';
import { AppError } from '../http/app-error.ts';
import { searchQuerySchema } from '../../shared/schemas/catalog.ts';
import { getCategoryPage, getHome, getProductPage, getStorePage, listActiveCategories, search } from './service.ts';

/** Category and store pages come a page at a time; 48 cards by default, 100 at most. */
const pageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(48),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').max(100_000, 'offset is too large').default(0),
});

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** Public reads: everything here follows the visibility rule (active products of active stores). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', async (c) => c.json(await getHome(c.var.deps.db)))
  .get('/categories', async (c) => c.json({ categories: await listActiveCategories(c.var.deps.db) }))
  .get('/categories/:slug', validateQuery(pageQuerySchema), async (c) =>
    c.json(await getCategoryPage(c.var.deps.db, c.req.param('slug'), c.req.valid('query'))),
  )
  .get('/stores/:slug', validateQuery(pageQuerySchema), async (c) =>
    c.json(await getStorePage(c.var.deps.db, c.req.param('slug'), c.req.valid('query'))),
  )
  .get('/products/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError('not_found', 'Not found');
    return c.json(await getProductPage(c.var.deps.db, id));
  })
  .get('/search', validateQuery(searchQuerySchema), async (c) => {
    try {
      return c.json(await search(c.var.deps.db, c.req.valid('query').q));
    } catch (error) {
      // Spec §8: search failures are logged and the page stays usable.
      c.var.log.error({ err: error }, 'search failed');
      return c.json({ query: c.req.valid('query').q, products: [], categories: [], stores: [], failed: true });
    }
  });
