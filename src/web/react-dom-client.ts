/**
 * React's DOM runtime as the app uses it, from a module of its own in the build's `react` file
 * (vite.config.ts): the first-view script loads it first, so React starts in a task of its own
 * before the rest of the app (src/web/first-view.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
