import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_CODE_FILE, type PageCode } from '../../shared/ssr.ts';
import { parseStylesheet, type CssItem } from './critical-css.ts';

/**
 * What the server reads of the web build (dist/) to send a server-rendered page: the files of each
 * page's code, and the app's stylesheet (its URL, and its rules for the critical CSS).
 */
export type WebBuild = {
  pageCode: PageCode['pages'];
  stylesheet: { href: string; sheet: CssItem[] } | null;
};

/** Reads dist/.vite/page-code.json and the stylesheet it names, or null if the build wrote none. */
export function readWebBuild(webDist: string): WebBuild | null {
  const file = path.join(webDist, PAGE_CODE_FILE);
  if (!existsSync(file)) return null;
  const { css, pages } = JSON.parse(readFileSync(file, 'utf8')) as PageCode;
  const [first] = css;
  const stylesheet = first
    ? { href: `/${first}`, sheet: parseStylesheet(readFileSync(path.join(webDist, first), 'utf8')) }
    : null;
  return { pageCode: pages, stylesheet };
}

/** The URLs of the script files a page's modules (build sources, `src/web/…/pages/x.tsx`) are in, each once. */
export function pageCodeUrls(pageCode: WebBuild['pageCode'], sources: readonly string[]): string[] {
  return [...new Set(sources.flatMap((source) => pageCode[source] ?? []))].map((file) => `/${file}`);
}
