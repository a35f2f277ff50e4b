import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot, zoneErrors } from './zone-errors.ts';
import { ENTITY_USES, webZones } from './web-zones.js';

const RULE = 'import/no-restricted-paths';

describe('features are independent', () => {
  test('a feature cannot import another feature', async () => {
    const errors = await zoneErrors(
      'src/web/features/cart/pages/x.tsx',
      "import { catalogUi } from '../../catalog/messages.ts';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The cart feature cannot import another feature');
  });

  test('type-only and lazy imports of another feature are refused too', async () => {
    const typeOnly = await zoneErrors(
      'src/web/features/admin/components/x.tsx',
      "import type { OwnStore } from '../../vendor-store/api/list-my-stores.ts';\n",
    );
    const lazy = await zoneErrors(
      'src/web/features/admin/pages/x.tsx',
      "export const load = () => import('../../catalog/pages/home-page.tsx');\n",
    );
    expect(typeOnly).toHaveLength(1);
    expect(lazy).toHaveLength(1);
  });

  test('a feature imports its own modules, entities/, lib/ and components/ui/', async () => {
    const errors = await zoneErrors(
      'src/web/features/cart/pages/x.tsx',
      [
        "import { cartUi } from '../messages.ts';",
        "import { useCartItems } from '../../../entities/cart/cart-store.ts';",
        "import { toast } from '../../../lib/notify.ts';",
        "import { Button } from '../../../components/ui/button.tsx';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  test('every feature folder gets its own zone, read from disk', () => {
    const features = fs
      .readdirSync(path.join(repoRoot, 'src/web/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/web/features/${entry.name}`);
    const [, options] = webZones[0]!.rules[RULE] as [string, { zones: { target: string | string[] }[] }];
    const targets = options.zones.flatMap((zone) => zone.target);
    expect(features.length).toBeGreaterThan(1);
    for (const feature of features) expect(targets).toContain(feature);
  });
});

describe('entities sit between the generic layers and the features', () => {
  test('an entity cannot import a feature', async () => {
    const errors = await zoneErrors(
      'src/web/entities/cart/x.tsx',
      "import { cartUi } from '../../features/cart/messages.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('entities/ is shared by the features')]);
  });

  test('an entity cannot import app/', async () => {
    const errors = await zoneErrors(
      'src/web/entities/cart/x.ts',
      "import { queryClient } from '../../app/query-client.ts';\n",
    );
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('entities/ is shared by the features')]));
  });

  test('an entity cannot import another entity it does not list', async () => {
    const errors = await zoneErrors(
      'src/web/entities/cart/x.tsx',
      "import { OrderStatusBadge } from '../order/order-badges.tsx';\n",
    );
    expect(errors).toEqual([expect.stringContaining('The cart entity cannot import another entity')]);
  });

  test('an entity imports what ENTITY_USES lists for it', async () => {
    const errors = await zoneErrors(
      'src/web/entities/order/x.tsx',
      "import { ProductThumb } from '../product/product-thumb.tsx';\n",
    );
    expect(ENTITY_USES.order).toContain('product');
    expect(errors).toEqual([]);
  });

  test('an entity imports its own modules, lib/, components/ui/ and src/shared', async () => {
    const errors = await zoneErrors(
      'src/web/entities/order/x.tsx',
      [
        "import { TrackingNumber } from './tracking-number.tsx';",
        "import { paths } from '../../lib/paths.ts';",
        "import { ToneBadge } from '../../components/ui/status-badge.tsx';",
        "import { formatNaira } from '../../../shared/money.ts';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  test('components/ui and lib/ cannot import an entity', async () => {
    const ui = await zoneErrors(
      'src/web/components/ui/x.tsx',
      "import { Stars } from '../../entities/review/stars.tsx';\n",
    );
    const lib = await zoneErrors(
      'src/web/lib/x.ts',
      "import { getCartItems } from '../entities/cart/cart-store.ts';\n",
    );
    expect(ui).toEqual([expect.stringContaining('components/ui holds generic widgets')]);
    expect(lib).toEqual([expect.stringContaining('lib/ is shared by every feature')]);
  });

  test('every entity folder gets its own zone, read from disk', () => {
    const entities = fs
      .readdirSync(path.join(repoRoot, 'src/web/entities'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/web/entities/${entry.name}`);
    const [, options] = webZones[0]!.rules[RULE] as [string, { zones: { target: string | string[] }[] }];
    const targets = options.zones.flatMap((zone) => zone.target);
    expect(entities.length).toBeGreaterThan(1);
    for (const entity of entities) expect(targets).toContain(entity);
  });
});

describe('the shared layers stay below the features and the app', () => {
  test('components/ui cannot import a feature', async () => {
    const errors = await zoneErrors(
      'src/web/components/ui/x.tsx',
      "import { catalogUi } from '../../features/catalog/messages.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('components/ui holds generic widgets')]);
  });

  test('components/ui cannot import app/', async () => {
    const errors = await zoneErrors(
      'src/web/components/ui/x.tsx',
      "import { queryClient } from '../../app/query-client.ts';\n",
    );
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('components/ui holds generic widgets')]));
  });

  test('components/ui imports other widgets and lib/', async () => {
    const errors = await zoneErrors(
      'src/web/components/ui/x.tsx',
      "import { Button } from './button.tsx';\nimport { toast } from '../../lib/notify.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  test('lib cannot import a feature', async () => {
    const errors = await zoneErrors(
      'src/web/lib/x.ts',
      "import { catalogUi } from '../features/catalog/messages.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('lib/ is shared by every feature')]);
  });

  test('lib cannot import app/', async () => {
    const errors = await zoneErrors('src/web/lib/x.ts', "import { queryClient } from '../app/query-client.ts';\n");
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('lib/ is shared by every feature')]));
  });

  test('lib imports the rest of lib/', async () => {
    const errors = await zoneErrors('src/web/lib/x.ts', "import { api } from './api.ts';\n");
    expect(errors).toEqual([]);
  });
});

describe('only app/ and main.tsx import app/', () => {
  test('a feature cannot import app/', async () => {
    const errors = await zoneErrors(
      'src/web/features/catalog/pages/x.tsx',
      "import { queryClient } from '../../../app/query-client.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Only app/ and main.tsx import app/')]);
  });

  test('features build hrefs from lib/paths.ts, which is not in app/', async () => {
    const errors = await zoneErrors(
      'src/web/features/catalog/pages/x.tsx',
      "import { paths } from '../../../lib/paths.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  test('app/ composes features, and main.tsx mounts app/', async () => {
    const app = await zoneErrors(
      'src/web/app/pages/x.tsx',
      "import { MyOrders } from '../../features/orders/components/my-orders.tsx';\nimport { ProfilePanel } from '../../features/account/components/profile-panel.tsx';\n",
    );
    const main = await zoneErrors('src/web/x.tsx', "import { router } from './app/router.tsx';\n");
    expect(app).toEqual([]);
    expect(main).toEqual([]);
  });
});
