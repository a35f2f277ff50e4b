import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client.ts';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './app/query-client.ts';
import { preloadPages, routes } from './app/router.tsx';
import { SSR_DATA_ID, SSR_MARKER } from '../shared/ssr.ts';
import './styles.css';
import { ToastOutlet } from './app/shell/toast-outlet.tsx';
import { markAppReady } from './lib/app-ready.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastOutlet />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * A shopper page rendered on the server (src/server/ssr) arrives with its HTML in #root and the
 * data it was rendered from beside it: the data goes into the query cache and React hydrates the
 * HTML in place. Hydration starts as soon as this file runs; the page's own code (a lazy chunk, which
 * the first-view script preloads alongside this file) hydrates its part of the page as soon as it
 * arrives, the server's HTML staying on screen meanwhile, its controls disabled (AppControls) until
 * `ready`. Any other page starts from the static shell of index.html and is ready at once.
 */
const serverData = document.getElementById(SSR_DATA_ID);
let pageCode = Promise.resolve();
if (root.hasAttribute(SSR_MARKER) && serverData) {
  hydrate(queryClient, JSON.parse(serverData.textContent ?? '{}') as DehydratedState);
  pageCode = preloadPages(window.location.pathname).catch((error: unknown) =>
    console.warn('Could not load the page', error),
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a slow phone's taps and frames go through meanwhile).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  markAppReady();
  createRoot(root).render(app);
}

/**
 * Settles once the page's own code has come and React can hydrate all of the page (a task after
 * the code's promises, by which time the lazy page is no longer suspended, and a tap on it hydrates
 * its target on the spot): the page's controls are enabled then.
 */
export const ready: Promise<void> = pageCode
  .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  .then(markAppReady);
