/**
 * The only script a page's HTML loads (docs/decisions/0029-first-paint.md). The app itself
 * (main.tsx: React, the router, react-query and the pages, ~135 KB compressed) is a file of its own.
 *
 * A shopper page rendered on the server (src/server/ssr) is complete without the app: its HTML,
 * its critical CSS inline and its pictures. On a phone at 4× slower CPU, fetching and running the
 * app while that page is still arriving pushed the paint of its main picture back by up to 1.4 s.
 * So the app is fetched only once the page has loaded and painted, or at once when the shopper
 * reaches for it (a touch, a key, a click) — whichever is first. Until it has hydrated, the page's
 * controls are shown disabled (AppControls, docs/decisions/0041-one-rendering-model.md), its links
 * are ordinary links to server-rendered pages and its search an ordinary form.
 *
 * Any other page (sign-in, checkout, the dashboards) is the static shell of index.html, which the
 * app replaces: that one loads the app at once.
 */
import { PAGE_CODE_ATTRIBUTE, SSR_MARKER, STYLESHEET_COOKIE } from '../shared/ssr.ts';
import { CART_EMPTY_ATTRIBUTE, CART_SHELL_ATTRIBUTE, storedCartIsEmpty } from './entities/cart/stored-cart.ts';

/**
 * The app. After a server-rendered first view, its files are already on their way together (the
 * server names them on #root) and it runs in two tasks, React's runtime first, then the rest, so
 * that neither holds a slow phone's main thread for long. On the static shell, as soon as it can.
 */
async function loadApp(inTwoTasks: boolean) {
  if (inTwoTasks) {
    await import('./react-dom-client.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return import('./main.tsx');
}

const root = document.getElementById('root');

let started = false;
/** Loads the app once, with the page's own code (its lazy chunks) alongside: the server names them all. */
function start() {
  if (started) return;
  started = true;
  const code = root?.getAttribute(PAGE_CODE_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  for (const href of code) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  loadApp(code.length > 0)
    .then(async (app) => {
      rememberStylesheet();
      await app.ready;
    })
    .catch((error: unknown) => console.error('Could not load the app', error));
}

/**
 * The app's stylesheet has loaded with the app (the bundler's loader waits for it): the browser
 * has it cached now, so the server may link it instead of inlining the critical CSS next time.
 */
function rememberStylesheet() {
  const href = document.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute('href');
  if (href) document.cookie = `${STYLESHEET_COOKIE}=${href}; path=/; max-age=31536000; samesite=lax`;
}

const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

if (!root?.hasAttribute(SSR_MARKER)) {
  start();
} else {
  // The cart page the server sent shows the empty cart, rather than skeleton lines, at once.
  // (Storage is read on that page only: a first read of it can take a while on a slow phone.)
  if (document.querySelector(`[${CART_SHELL_ATTRIBUTE}]`) && storedCartIsEmpty()) {
    document.documentElement.setAttribute(CART_EMPTY_ATTRIBUTE, '');
  }
  for (const type of INTENT) document.addEventListener(type, start, { capture: true, once: true, passive: true });
  // After the load event and the frame that paints what it loaded, when the main thread is free;
  // in a tab opened in the background (no frames), once it is shown or a few seconds on.
  const afterPaint = () => {
    requestAnimationFrame(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 300 });
      else setTimeout(start, 0);
    });
    setTimeout(start, 3000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
