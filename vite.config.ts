import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { withTestModeRibbon } from './src/shared/test-mode-ribbon.ts';

/** The API server (npm run dev) listens on API_PORT, 3000 by default; the Vite dev server forwards API and upload requests to it. */
const apiServer = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * Shopper code that goes into the entry file itself: every shopper page needs `shop`, and the
 * home's product grid and the category and store pages are small (≈ 3 KB compressed together).
 * In the entry they cost no request of their own, and a category page no longer waits for the
 * entry, then its page's file, before it can ask for its products.
 */
const IN_ENTRY = new Set(['shop', 'home-catalog', 'category-page', 'store-page']);

/**
 * How the app's code is split into files (a shopper on slow 4G loads few files, and never
 * the admin's or the vendor's code).
 *
 * Left to itself, the bundler gives every set of pages that shares a module its own chunk: a
 * shopper's category page loaded 9 lazy files of 0.2–2.8 KB, each paying a request's headers and
 * a round trip. Instead, once the module graph is known (buildEnd), each module is given a group,
 * and each group is one file:
 *   - index: what the entry (src/web/main.tsx) imports statically, React included.
 *   - a shopper page (a lazily loaded module of src/web/features/catalog, cart or saved-items:
 *     the home's product grid, the category, store, product, search, cart and Saved pages, and
 *     what a heart does once pressed): what only that page uses.
 *   - shop: what two or more shopper pages use (product cards, images, list controls…), except
 *     the packages (Radix's dialog and tabs, for the cart and the search: `widgets`).
 *   The shop and the small shopper pages go into the entry (IN_ENTRY), so home, a category and a
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
      const initial = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
      );
      for (const id of initial) groups.set(id, 'index');
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
        groups.set(id, IN_ENTRY.has(group) ? 'index' : group);
      }
    },
  };
  const fixed = new Set(['index', 'shop', 'widgets']);
  const isShopperPage = (id: string) => {
    const group = groups.get(id);
    return group !== undefined && !fixed.has(group);
  };
  const groupOf = (id: string) => {
    const group = groups.get(id);
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
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), chunks.plugin, testModeRibbonInDev],
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
                { name: 'index', test: (id) => chunks.groupOf(id) === 'index', priority: 60 },
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
