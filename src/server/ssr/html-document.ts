import { PAGE_CODE_ATTRIBUTE, SSR_DATA_ID, SSR_MARKER } from '../../shared/ssr.ts';
import { escapeHtml } from './link-preview.ts';

/**
 * Fills the built index.html (dist/index.html) with a server-rendered page. index.html marks the
 * places: the static shell inside #root between `<!--app-->` and `<!--/app-->`, and `<!--app-data-->`
 * after #root for the data. Its default <title> and description give way to the page's own.
 * `styles` goes at the end of the head (the critical CSS, or the cached stylesheet's link), and
 * `pageCode` (the URLs of the page's own script files) on #root, for the first-view script.
 */
export function pageDocument(
  template: string,
  page: { head: string; html: string; state: unknown; describes: boolean; styles?: string; pageCode?: string[] },
): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const code = page.pageCode?.length ? ` ${PAGE_CODE_ATTRIBUTE}="${escapeHtml(page.pageCode.join(' '))}"` : '';
  let document = template
    .replace(
      /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/,
      () => `<div id="root" ${SSR_MARKER}${code}>${page.html}</div>`,
    )
    .replace('<!--app-data-->', () => `<script id="${SSR_DATA_ID}" type="application/json">${state}</script>`);
  // The page reads without JavaScript: the notice that the app needs it is for the empty shell,
  // and so is the shell's own style.
  document = document.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  document = document.replace(/<style data-app-shell>[\s\S]*?<\/style>\s*/, '');
  if (page.describes) document = document.replace(/<meta name="description"[^>]*>\s*/, '');
  if (page.styles) document = document.replace('</head>', () => `${page.styles}</head>`);
  // The page's <title> (from the head tags) replaces the default one, and the other tags go beside it.
  if (/<title>/.test(page.head)) return document.replace(/<title>[^<]*<\/title>/, () => page.head);
  return document.replace('</title>', () => `</title>${page.head}`);
}

/** The critical CSS of a page, inline: a `<style>` its text can never close early. */
export function inlineStyle(css: string): string {
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** The app's whole stylesheet, for a browser that has it cached (render-blocking, but read from the cache). */
export function stylesheetLink(href: string): string {
  return `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"/>`;
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
