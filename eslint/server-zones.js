/**
 * Import zones of the server (src/server). Layers, from the bottom up:
 *
 *   errors.ts, actor.ts, db/, http/, uploads/, mail/   infrastructure: knows no domain and no workflow
 *   <domain>/            a leaf (catalog, auth, profiles, …): imports infrastructure and src/shared,
 *                        never another domain. Its use cases never import http/ (they take plain
 *                        input and an actor); only its *routes.ts files see HTTP and call workflows.
 *   workflows/           work that spans domains: opens the transaction, calls the domains' steps;
 *                        no HTTP in it either.
 *   app.ts, main.ts, test/, seed/   composition and tooling: may import anything, except that the
 *                        providers' fakes (test/providers/) import nothing of the server.
 *
 * Tables: every table is declared in db/tables/<owner>.ts (decision 0003), where foreign keys may
 * name any other table without a domain importing another; db/schema.ts gathers them, and everyone
 * outside db/ reads tables through it. Who may write which table is eslint/table-owners.js.
 *
 * Domain folders are every folder of src/server that is not infrastructure, workflows or tooling,
 * read from disk when the config loads, so a new domain is a leaf without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = 'src/server';

export const INFRASTRUCTURE = ['db', 'http', 'uploads', 'mail', 'jobs', 'events'];
const NOT_DOMAINS = new Set([...INFRASTRUCTURE, 'workflows', 'test', 'seed']);

function foldersIn(relativeDir) {
  const absolute = path.join(repoRoot, relativeDir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export const domains = foldersIn(server).filter((folder) => !NOT_DOMAINS.has(folder));

/** A domain's files other than its route files (routes.ts, admin-routes.ts, vendor-routes.ts, …). */
const useCasesOf = (domain) => `${server}/${domain}/**/!(*routes).ts`;

/** Rule 1: domains are leaves. */
const leafZones = domains
  .map((domain) => ({
    target: `${server}/${domain}`,
    from: domains.filter((other) => other !== domain).map((other) => `${server}/${other}`),
    message: `The ${domain} domain cannot import another domain: put work that spans domains in src/server/workflows/.`,
  }))
  .filter((zone) => zone.from.length > 0);

/** Rule 2: use cases know no HTTP and call no workflow; routes are the edge that does both. */
const useCaseZones = domains.flatMap((domain) => [
  {
    target: useCasesOf(domain),
    from: `${server}/workflows`,
    message: `Only the ${domain} domain's routes call workflows; a use case is a step that workflows call.`,
  },
  {
    target: useCasesOf(domain),
    from: `${server}/http`,
    message: 'Use cases do not depend on HTTP: take plain input and the actor, throw AppError (src/server/errors.ts).',
  },
]);

/** Rule 3: workflows know no HTTP; infrastructure knows no domain and no workflow. */
const layerZones = [
  {
    target: `${server}/workflows`,
    from: `${server}/http`,
    message: 'Workflows do not depend on HTTP: the routes that call them do.',
  },
  ...INFRASTRUCTURE.map((folder) => ({
    target: `${server}/${folder}`,
    from: [...domains.map((domain) => `${server}/${domain}`), `${server}/workflows`],
    message: `${folder}/ is infrastructure: it cannot import a domain or a workflow.`,
  })),
  {
    // A fake checks an adapter from outside: what it answers comes from the provider's documents,
    // so a mistake in the adapter cannot be copied into the fake that is meant to catch it.
    target: `${server}/test/providers`,
    from: server,
    except: ['./test/providers'],
    message:
      "A provider fake is written from the provider's documents, never from the adapter: it imports nothing of src/server outside test/providers/.",
  },
  {
    // One way to a table, so the owner rule (eslint/table-owners.js) sees every table by its name.
    target: `${server}/!(db)/**`,
    from: `${server}/db/tables`,
    message: 'Import tables from db/schema.ts, not from db/tables/.',
  },
];

export const serverZones = [
  {
    files: [`${server}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...leafZones, ...useCaseZones, ...layerZones] },
      ],
    },
  },
];
