import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireUser } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { mergeSavedItemsInputSchema } from '../../shared/schemas/saved-items.ts';
import { listSavedIds } from './list-saved-ids.ts';
import { listSavedItems } from './list-saved-items.ts';
import { mergeSavedItems } from './merge-saved-items.ts';
import { saveItem } from './save-item.ts';
import { unsaveItem } from './unsave-item.ts';

const productIdParams = validateParams(uuidParams('productId', 'Product'));

/**
 * /api/saved-items: the signed-in shopper's own saved items (docs/product.md#saved-items); no path
 * names anyone else's. A signed-out shopper's hearts live in the browser and never call these.
 */
export const savedItemRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => c.json({ items: await listSavedItems(c.var.deps.db, currentActor(c)) }))
  .get('/ids', requireUser(), async (c) => c.json({ productIds: await listSavedIds(c.var.deps.db, currentActor(c)) }))
  .put('/:productId', requireUser(), productIdParams, async (c) => {
    const { created } = await saveItem(c.var.deps.db, c.req.valid('param'), currentActor(c));
    return c.json({ saved: true }, created ? 201 : 200);
  })
  .delete('/:productId', requireUser(), productIdParams, async (c) =>
    c.json(await unsaveItem(c.var.deps.db, c.req.valid('param'), currentActor(c))),
  )
  .post('/merge', requireUser(), validateJson(mergeSavedItemsInputSchema), async (c) => {
    const actor = currentActor(c);
    const { added } = await mergeSavedItems(c.var.deps.db, c.req.valid('json'), actor);
    return c.json({ added, productIds: await listSavedIds(c.var.deps.db, actor) });
  });
