import { describe, expect, test } from 'vitest';
import { zoneErrors } from './zone-errors.ts';
import { domains } from './server-zones.js';

describe('domains are leaves', () => {
  test('a domain cannot import another domain', async () => {
    const errors = await zoneErrors(
      'src/server/reviews/x.ts',
      "import { findVisibleProduct } from '../catalog/visibility.ts';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'The reviews domain cannot import another domain: put work that spans domains in src/server/workflows/.',
      ),
    ]);
  });

  test('a workflow may import several domains', async () => {
    const errors = await zoneErrors(
      'src/server/workflows/x.ts',
      "import { findVisibleProduct } from '../catalog/visibility.ts';\nimport { writeReview } from '../reviews/write-review.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  test('a domain imports infrastructure, errors, the actor type and src/shared', async () => {
    const errors = await zoneErrors(
      'src/server/catalog/x.ts',
      [
        "import type { DbOrTx } from '../db/client.ts';",
        "import { AppError } from '../errors.ts';",
        "import type { Actor } from '../actor.ts';",
        "import { storeCatalogImage } from '../uploads/image.ts';",
        "import { messages } from '../../shared/messages.ts';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  test('every domain folder is found on disk', () => {
    expect(domains).toEqual(expect.arrayContaining(['admin', 'auth', 'catalog', 'profiles', 'reviews']));
    expect(domains).not.toContain('workflows');
    expect(domains).not.toContain('http');
  });
});

describe('tables live in db/tables/ and are read through db/schema.ts', () => {
  test("one owner's table file may name another's tables for its foreign keys", async () => {
    const errors = await zoneErrors('src/server/db/tables/orders.ts', "import { stores } from './catalog.ts';\n");
    expect(errors).toEqual([]);
  });

  test('a table file, being infrastructure, imports no domain', async () => {
    const errors = await zoneErrors(
      'src/server/db/tables/orders.ts',
      "import { findVisibleProduct } from '../../catalog/visibility.ts';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('db/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
  });

  test('a use case reads tables through db/schema.ts', async () => {
    expect(await zoneErrors('src/server/orders/x.ts', "import { stores } from '../db/schema.ts';\n")).toEqual([]);
  });

  test('a use case cannot import a table file directly', async () => {
    const errors = await zoneErrors('src/server/orders/x.ts', "import { stores } from '../db/tables/catalog.ts';\n");
    expect(errors).toEqual([expect.stringContaining('Import tables from db/schema.ts, not from db/tables/.')]);
  });

  test('a workflow cannot import a table file directly either', async () => {
    const errors = await zoneErrors('src/server/workflows/x.ts', "import { orders } from '../db/tables/orders.ts';\n");
    expect(errors).toEqual([expect.stringContaining('Import tables from db/schema.ts, not from db/tables/.')]);
  });
});

describe('use cases know no HTTP and call no workflow', () => {
  test('a use case cannot import http/', async () => {
    const errors = await zoneErrors('src/server/catalog/x.ts', "import { currentActor } from '../http/guards.ts';\n");
    expect(errors).toEqual([
      expect.stringContaining(
        'Use cases do not depend on HTTP: take plain input and the actor, throw AppError (src/server/errors.ts).',
      ),
    ]);
  });

  test('a use case cannot call a workflow', async () => {
    const errors = await zoneErrors(
      'src/server/catalog/x.ts',
      "import { reviewProduct } from '../workflows/review-product/review-product.ts';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "Only the catalog domain's routes call workflows; a use case is a step that workflows call.",
      ),
    ]);
  });

  test("a domain's routes use http/ and call workflows", async () => {
    const errors = await zoneErrors(
      'src/server/catalog/admin-routes.ts',
      "import { currentActor } from '../http/guards.ts';\nimport { readProductPage } from '../workflows/read-product-page/read-product-page.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  test('a workflow cannot import http/', async () => {
    const errors = await zoneErrors('src/server/workflows/x.ts', "import { currentActor } from '../http/guards.ts';\n");
    expect(errors).toEqual([expect.stringContaining('Workflows do not depend on HTTP: the routes that call them do.')]);
  });
});

describe('infrastructure knows no domain', () => {
  test('http/ cannot import a domain', async () => {
    const errors = await zoneErrors('src/server/http/x.ts', "import { listUsers } from '../admin/list-users.ts';\n");
    expect(errors).toEqual([
      expect.stringContaining('http/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
  });

  test('db/ cannot import a workflow', async () => {
    const errors = await zoneErrors(
      'src/server/db/x.ts',
      "import { signUp } from '../workflows/sign-up/sign-up.ts';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('db/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
  });
});

describe('the provider fakes check the adapters from outside', () => {
  test('a fake cannot import an adapter', async () => {
    const errors = await zoneErrors(
      'src/server/test/providers/fake-paystack.ts',
      "import { PAYSTACK_SIGNATURE_HEADER } from '../../payments/providers/paystack.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining("written from the provider's documents")]);
  });

  test('nor anything else of the server', async () => {
    const errors = await zoneErrors(
      'src/server/test/providers/fake-flutterwave.ts',
      "import { startTestServer } from '../harness.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining("written from the provider's documents")]);
  });

  test('a fake imports the other fakes and src/shared', async () => {
    const errors = await zoneErrors(
      'src/server/test/providers/fake-paystack.ts',
      "import { serveJson } from './fake-http-server.ts';\nimport { formatNaira } from '../../../shared/money.ts';\n",
    );
    expect(errors).toEqual([]);
  });
});
