/**
 * Import zones of the web app (src/web). Layers, from the bottom up:
 *
 *   lib/, components/ui/   shared by everything; generic: they know no entity, feature or app/
 *   entities/<name>/       one domain object each (cart, order, product…): the UI, hooks and stores
 *                          several features show it with; an entity never imports another, but
 *                          where ENTITY_USES below lets it (decision 0037)
 *   features/<name>/       one slice of the product each; a feature never imports another
 *   app/ and main.tsx      the router, shell and guards; the only place that composes features
 *
 * The route table (paths.ts) lives in lib/, not app/: features, app/ and lib/ itself (sign-out
 * goes home) all build hrefs with it, and it depends on nothing. Keeping it below app/ means the
 * "nobody imports app/" rule needs no exception.
 *
 * Feature, entity and top-level folder names are read from disk when the config loads, so a new
 * feature or entity (or a new folder beside lib/) is covered without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = 'src/web';
const featuresDir = `${web}/features`;
const entitiesDir = `${web}/entities`;

/**
 * The few entities that show another inside them, each named with what it uses: an order's lines
 * show the product's thumbnail. Anything not listed here is refused.
 */
export const ENTITY_USES = {
  order: ['product'],
};

function foldersIn(relativeDir) {
  const absolute = path.join(repoRoot, relativeDir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const features = foldersIn(featuresDir);
const entities = foldersIn(entitiesDir);

/** Rule 1: features/a/** may not import features/b/**. */
const featureZones = features
  .map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `${featuresDir}/${other}`),
    message: `The ${feature} feature cannot import another feature: move the shared piece down to entities/, lib/ or components/ui/, or let app/ compose the two.`,
  }))
  .filter((zone) => zone.from.length > 0);

/** Rule 2: entities/a/** may not import entities/b/** unless ENTITY_USES.a lists b. */
const entityZones = entities
  .map((entity) => ({
    target: `${entitiesDir}/${entity}`,
    from: entities
      .filter((other) => other !== entity && !(ENTITY_USES[entity] ?? []).includes(other))
      .map((other) => `${entitiesDir}/${other}`),
    message: `The ${entity} entity cannot import another entity: pass the piece in from the feature, or list the use in ENTITY_USES (eslint/web-zones.js).`,
  }))
  .filter((zone) => zone.from.length > 0);

/** Rule 3: the shared layers stay below the features and the app, and the generic ones below the entities. */
const sharedLayerZones = [
  {
    target: entitiesDir,
    from: [featuresDir, `${web}/app`],
    message: 'entities/ is shared by the features: it cannot import a feature or app/.',
  },
  {
    target: `${web}/components/ui`,
    from: [featuresDir, entitiesDir, `${web}/app`],
    message: 'components/ui holds generic widgets: it cannot import an entity, a feature or app/.',
  },
  {
    target: `${web}/lib`,
    from: [featuresDir, entitiesDir, `${web}/app`],
    message: 'lib/ is shared by every feature: it cannot import an entity, a feature or app/.',
  },
];

/** Rule 4: only app/ and main.tsx import app/. */
const appZone = {
  target: foldersIn(web)
    .filter((folder) => folder !== 'app')
    .map((folder) => `${web}/${folder}`),
  from: `${web}/app`,
  message: 'Only app/ and main.tsx import app/: move what is needed down to lib/ or components/ui/.',
};

export const webZones = [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...featureZones, ...entityZones, ...sharedLayerZones, appZone] },
      ],
    },
  },
];
