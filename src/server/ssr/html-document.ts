import { SSR_DATA_ID, SSR_MARKER } from '../../shared/ssr.ts';

/**
 * Fills the built index.html (dist/index.html) with a server-rendered page. index.html marks the
 * places: the static shell inside #root between `<!--app-->` and `<!--/app-->`, and `<!--app-data-->`
 * after #root for the data. Its default <title> and description give way to the page's own.
 */
export function pageDocument(
  template: string,
  page: { head: string; html: string; state: unknown; describes: boolean },
): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  let document = template
    .replace(
      /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/,
      () => `<div id="root" ${SSR_MARKER}>${page.html}</div>`,
    )
    .replace('<!--app-data-->', () => `<script id="${SSR_DATA_ID}" type="application/json">${state}</script>`);
  // The page reads without JavaScript: the notice that the app needs it is for the empty shell.
  document = document.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (page.describes) document = document.replace(/<meta name="description"[^>]*>\s*/, '');
  // The page's <title> (from the head tags) replaces the default one, and the other tags go beside it.
  if (/<title>/.test(page.head)) return document.replace(/<title>[^<]*<\/title>/, () => page.head);
  return document.replace('</title>', () => `</title>${page.head}`);
}

/** The app shell for a page that does not exist (the app then shows its not-found behaviour), kept out of search engines. */
export function notFoundDocument(template: string): string {
  return template.replace('</title>', '</title><meta name="robots" content="noindex"/>');
}

/** True if `template` has the marks pageDocument fills. */
export function hasOutlets(template: string): boolean {
  return (
    /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/.test(template) && template.includes('<!--app-data-->')
  );
}
