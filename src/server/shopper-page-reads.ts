import type { z } from 'zod';
import type { Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import { AppError } from './errors.ts';
import { searchQuerySchema } from '../shared/schemas/catalog.ts';
import { slugParams, uuidParams } from '../shared/schemas/params.ts';
import type { SsrRead } from '../shared/ssr.ts';
import { pageQuerySchema } from './catalog/page-of-products.ts';
import { readCategoryPage } from './catalog/read-category-page.ts';
import { readHome } from './catalog/read-home.ts';
import { readStorePage } from './catalog/read-store-page.ts';
import { searchCatalog } from './catalog/search-catalog.ts';
import { readProductPage } from './workflows/read-product-page.ts';
import type { AnswerRead } from './ssr/render-shopper-page.ts';
import type { CategoryPreviewSource, ProductPreviewSource, StorePreviewSource } from './ssr/link-preview.ts';

/**
 * The catalog reads of the server-rendered shopper pages (src/server/ssr), answered by the same
 * use cases with the same validated input as the /api/catalog routes (src/server/catalog/routes.ts),
 * without an HTTP round trip. Input the route would refuse (400) is answered as not found: the
 * app shows the same for both.
 */
export function shopperPageReads(db: Db, log: Logger): AnswerRead {
  return async (read: SsrRead) => {
    switch (read.endpoint) {
      case 'home':
        return readHome(db);
      case 'category':
        return readCategoryPage(db, {
          ...valid(slugParams('slug', 'Category'), { slug: read.slug }),
          ...valid(pageQuerySchema, read.query),
        });
      case 'store':
        return readStorePage(db, {
          ...valid(slugParams('slug', 'Store'), { slug: read.slug }),
          ...valid(pageQuerySchema, read.query),
        });
      case 'product':
        return readProductPage(db, { productId: valid(uuidParams('id', 'Product'), { id: read.productId }).id });
      case 'search': {
        const input = valid(searchQuerySchema, read.query);
        try {
          return await searchCatalog(db, input);
        } catch (error) {
          // As the route does (docs/product.md#search): search failures are logged and the page stays usable.
          log.error({ err: error }, 'search failed');
          return { query: input.q, products: [], total: 0, categories: [], stores: [], failed: true };
        }
      }
    }
  };
}

function valid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('not_found', 'Not found');
  return result.data;
}

// The link previews read these fields of the pages' data: a change of shape fails to compile here.
type Read<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type PreviewSourcesMatch = [
  Read<typeof readProductPage> extends ProductPreviewSource ? true : never,
  Read<typeof readCategoryPage> extends CategoryPreviewSource ? true : never,
  Read<typeof readStorePage> extends StorePreviewSource ? true : never,
];
const previewSourcesMatch: PreviewSourcesMatch = [true, true, true];
void previewSourcesMatch;
