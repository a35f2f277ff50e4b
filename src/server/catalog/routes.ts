import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { validateQuery } from '../http/validate.ts';
import { AppError } from '../http/app-error.ts';
import { searchQuerySchema } from '../../shared/schemas/catalog.ts';
import { getCategoryPage, getHome, getProductPage, getStorePage, listActiveCategories, search } from './service.ts';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** Public reads: everything here follows the visibility rule (active products of active stores). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', async (c) => c.json(await getHome(c.var.deps.db)))
  .get('/categories', async (c) => c.json({ categories: await listActiveCategories(c.var.deps.db) }))
  .get('/categories/:slug', async (c) => c.json(await getCategoryPage(c.var.deps.db, c.req.param('slug'))))
  .get('/stores/:slug', async (c) => c.json(await getStorePage(c.var.deps.db, c.req.param('slug'))))
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
