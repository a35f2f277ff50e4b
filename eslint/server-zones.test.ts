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

describe('tables.ts: a table names the tables its foreign keys point at', () => {
  test("a domain's tables.ts may import another domain's tables.ts", async () => {
    const errors = await zoneErrors('src/server/orders/tables.ts', "import { stores } from '../catalog/tables.ts';\n");
    expect(errors).toEqual([]);
  });

  test("a domain's tables.ts imports nothing else of another domain", async () => {
    const errors = await zoneErrors(
      'src/server/orders/tables.ts',
      "import { findVisibleProduct } from '../catalog/visibility.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('The orders domain cannot import another domain')]);
  });

  test("a use case cannot import another domain's tables.ts: it reads through db/schema.ts", async () => {
    const errors = await zoneErrors('src/server/orders/x.ts', "import { stores } from '../catalog/tables.ts';\n");
    expect(errors).toEqual([expect.stringContaining('The orders domain cannot import another domain')]);
  });

  test("db/schema.ts gathers every owner's tables.ts and nothing else of a domain", async () => {
    expect(await zoneErrors('src/server/db/schema.ts', "export * from '../catalog/tables.ts';\n")).toEqual([]);
    expect(await zoneErrors('src/server/db/schema.ts', "export * from '../catalog/visibility.ts';\n")).toEqual([
      expect.stringContaining('db/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
    expect(await zoneErrors('src/server/db/x.ts', "export * from '../catalog/tables.ts';\n")).toEqual([
      expect.stringContaining('db/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
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
      "import { reviewProduct } from '../workflows/review-product.ts';\n",
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
      "import { currentActor } from '../http/guards.ts';\nimport { readProductPage } from '../workflows/read-product-page.ts';\n",
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
    const errors = await zoneErrors('src/server/db/x.ts', "import { signUp } from '../workflows/sign-up.ts';\n");
    expect(errors).toEqual([
      expect.stringContaining('db/ is infrastructure: it cannot import a domain or a workflow.'),
    ]);
  });
});
