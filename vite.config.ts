import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { withTestModeRibbon } from './src/shared/test-mode-ribbon.ts';
import { PAGE_CODE_FILE, type PageCode } from './src/shared/ssr.ts';

/** The API server (npm run dev) listens on API_PORT, 3000 by default; the Vite dev server forwards API and upload requests to it. */
const apiServer = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The app's own entry, which the first-view script (the HTML's only script) loads (src/web/first-view.ts). */
const APP_MODULE = '/src/web/main.tsx';

/**
 * React's runtime, a file of its own within the app's code: the first-view script runs it in a task
 * of its own before the rest of the app, so neither is one long task on a slow phone.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/web\/react-dom-client\.ts$/;

/**
 * Shopper code that goes into the app's file itself: every shopper page needs `shop`, and the
 * home's product grid and the category and store pages are small (≈ 3 KB compressed together).
 * In the app's file they cost no request of their own, and a category page no longer waits for
 * the app, then its page's file, before it can ask for its products.
 */
const IN_APP = new Set(['shop', 'home-catalog', 'category-page', 'store-page']);

/**
 * How the app's code is split into files (a shopper on slow 4G loads few files, and never
 * the admin's or the vendor's code).
 *
 * Left to itself, the bundler gives every set of pages that shares a module its own chunk: a
 * shopper's category page loaded 9 lazy files of 0.2–2.8 KB, each paying a request's headers and
 * a round trip. Instead, once the module graph is known (buildEnd), each module is given a group,
 * and each group is one file:
 *   - index: the HTML's only script, src/web/first-view.ts (a few hundred bytes), which loads the app.
 *   - app: what the app (src/web/main.tsx) imports statically, but React's runtime (react).
 *   - react: react, react-dom and the scheduler (and src/web/react-dom-client.ts, which the
 *     first-view script loads to run them first).
 *   - a shopper page (a lazily loaded module of src/web/features/catalog, cart or saved-items:
 *     the home's product grid, the category, store, product, search, cart and Saved pages, and
 *     what a heart does once pressed): what only that page uses.
 *   - shop: what two or more shopper pages use (product cards, images, list controls…), except
 *     the packages (Radix's dialog and tabs, for the cart and the search: `widgets`).
 *   The shop and the small shopper pages go into the app's file (IN_APP), so home, a category and a
 *   store load one JavaScript file; the product, search and cart pages two or three.
 *   - account (sign-in, orders, checkout, profile and the forms they share), admin, vendor,
 *     operator (the order cards both dashboards share) and chart (uPlot, on the vendor's
 *     dashboard): never loaded by a shopper's page.
 * A module reached from a shopper page is a shopper's even if the admin uses it too, so that a
 * shopper page never imports from an admin or vendor file.
 */
function chunkGroups() {
  const groups = new Map<string, string>();
  const plugin: Plugin = {
    name: 'oja-chunk-groups',
    apply: 'build',
    buildEnd() {
      groups.clear();
      /** The modules `root` imports statically, directly or not, leaving out those in `skip`. */
      const closure = (roots: string[], skip: Set<string>) => {
        const found = new Set(roots.filter((id) => !skip.has(id)));
        const queue = [...found];
        while (queue.length) {
          for (const next of this.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
            if (found.has(next) || skip.has(next)) continue;
            found.add(next);
            queue.push(next);
          }
        }
        return found;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
      );
      for (const id of entry) groups.set(id, 'index');
      const app = closure(
        ids.filter((id) => id.endsWith(APP_MODULE)),
        entry,
      );
      for (const id of app) groups.set(id, 'app');
      const initial = new Set([...entry, ...app]);
      const shopperPages = ids.filter(
        (id) =>
          /\/src\/web\/features\/(catalog|cart|saved-items)\//.test(id) &&
          !initial.has(id) &&
          this.getModuleInfo(id)?.dynamicImporters.length,
      );
      const pagesUsing = new Map<string, string[]>();
      for (const page of shopperPages) {
        const name = page.replace(/^.*\/|\.tsx?$/g, '');
        for (const id of closure([page], initial)) pagesUsing.set(id, [...(pagesUsing.get(id) ?? []), name]);
      }
      for (const [id, pages] of pagesUsing) {
        // Packages two shopper pages share (Radix's dialog and tabs: the cart and the search) are
        // kept apart from the shop's own code, which the home, category and store pages need alone.
        const shared = id.includes('/node_modules/') ? 'widgets' : 'shop';
        const group = pages.length > 1 ? shared : pages[0]!;
        groups.set(id, IN_APP.has(group) ? 'app' : group);
      }
    },
  };
  const fixed = new Set(['index', 'app', 'shop', 'widgets']);
  const isShopperPage = (id: string) => {
    const group = groups.get(id);
    return group !== undefined && !fixed.has(group);
  };
  const groupOf = (id: string) => {
    const group = groups.get(id);
    if (group === 'app' && REACT.test(id)) return 'react';
    if (group) return group;
    if (/[\\/](uplot|daily-sales-chart)/.test(id)) return 'chart';
    // app/ composes the dashboards from their feature and order-management: each goes with its feature.
    if (/\/src\/web\/features\/admin\/|\/src\/web\/app\/pages\/admin-dashboard\./.test(id)) return 'admin';
    if (/\/src\/web\/features\/vendor-(store|application)\/|\/src\/web\/app\/pages\/vendor-dashboard\./.test(id))
      return 'vendor';
    if (/\/src\/web\/features\/order-management\//.test(id)) return 'operator';
    return 'account';
  };
  return { plugin, groupOf, isShopperPage };
}

const chunks = chunkGroups();

/**
 * Writes dist/.vite/page-code.json (PAGE_CODE_FILE): for each page module the server renders, the
 * files its code is in (its chunk and the chunks that imports, less the HTML's own script), and the
 * app's stylesheets. The build's manifest cannot say it: a page's module is one of several in its
 * chunk (the groups above), so the manifest no longer lists it by its source.
 */
const pageCode: Plugin = {
  name: 'oja-page-code',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const byName = new Map(files.map((chunk) => [chunk.fileName, chunk]));
    const entries = new Set(files.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    const closure = (fileName: string, into: string[] = []) => {
      if (entries.has(fileName) || into.includes(fileName)) return into;
      into.push(fileName);
      for (const next of byName.get(fileName)?.imports ?? []) closure(next, into);
      return into;
    };
    const pages: PageCode['pages'] = {};
    let css: string[] = [];
    for (const chunk of files) {
      for (const id of chunk.moduleIds) {
        const source = path
          .relative(import.meta.dirname, id)
          .split(path.sep)
          .join('/');
        if (source === APP_MODULE.slice(1)) {
          css = [...(chunk.viteMetadata?.importedCss ?? [])];
          pages[source] = closure(chunk.fileName);
        }
        if (/^src\/web\/.*\/pages\/[^/]+\.tsx$/.test(source)) pages[source] = closure(chunk.fileName);
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: PAGE_CODE_FILE,
      source: JSON.stringify({ css, pages } satisfies PageCode),
    });
  },
};

/**
 * The first-view script (the HTML's only script) is not needed for the first paint: fetched at low
 * priority, it never competes with the page's main picture.
 */
const firstViewScriptLowPriority: Plugin = {
  name: 'oja-first-view-low-priority',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      if (!entry.test(html)) throw new Error('index.html: the entry script was not found');
      return html.replace(entry, '<script type="module" crossorigin fetchpriority="low" src="$1"></script>');
    },
  },
};

/**
 * npm run dev: Vite serves index.html itself, so it asks the API whether the sandbox stands in and
 * adds the TEST MODE ribbon the API server puts into the pages it serves (src/server/app.ts).
 */
const testModeRibbonInDev: Plugin = {
  name: 'oja-test-mode-ribbon',
  apply: 'serve',
  async transformIndexHtml(html) {
    try {
      const setup = (await (await fetch(`${apiServer}/api/checkout/methods`)).json()) as { testMode?: boolean };
      return setup.testMode ? withTestModeRibbon(html) : html;
    } catch {
      return html; // the API is still starting: the next load asks again
    }
  },
};

// A server-side build (vite build --ssr) keeps the bundler's own splitting: the groups are for browsers.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [react(), tailwindcss(), chunks.plugin, pageCode, firstViewScriptLowPriority, testModeRibbonInDev],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Higher priority first: a group takes the modules it imports that no earlier group took.
              groups: [
                { name: 'index', test: (id) => chunks.groupOf(id) === 'index', priority: 70 },
                { name: 'react', test: (id) => chunks.groupOf(id) === 'react', priority: 65 },
                { name: 'app', test: (id) => chunks.groupOf(id) === 'app', priority: 60 },
                { name: 'shop', test: (id) => chunks.groupOf(id) === 'shop', priority: 50 },
                { name: 'widgets', test: (id) => chunks.groupOf(id) === 'widgets', priority: 45 },
                {
                  name: (id) => chunks.groupOf(id),
                  debugName: 'shopper page',
                  test: (id) => chunks.isShopperPage(id),
                  priority: 40,
                },
                { name: 'account', test: (id) => chunks.groupOf(id) === 'account', priority: 30 },
                { name: 'chart', test: (id) => chunks.groupOf(id) === 'chart', priority: 20 },
                { name: 'operator', test: (id) => chunks.groupOf(id) === 'operator', priority: 15 },
                { name: 'admin', test: (id) => chunks.groupOf(id) === 'admin', priority: 10 },
                { name: 'vendor', test: (id) => chunks.groupOf(id) === 'vendor', priority: 10 },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/uploads': { target: apiServer, changeOrigin: false },
    },
  },
}));
