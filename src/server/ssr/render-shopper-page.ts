import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SOURCE,
  type CategoryPreviewSource,
  type ProductPreviewSource,
  type SsrBundle,
  type SsrLoadedQuery,
  type StorePreviewSource,
} from '../../shared/ssr.ts';
import { hasOutlets, inlineStyle, notFoundDocument, pageDocument, stylesheetLink } from './html-document.ts';
import { pageCodeUrls, type WebBuild } from './web-build.ts';
import { criticalCss } from './critical-css.ts';
import { categoryPreview, linkPreviewTags, productPreview, storePreview } from './link-preview.ts';
import { PAGE_NOT_FOUND, type AnswerRequest } from './answer-through-api.ts';

export type RenderedDocument = { status: 200 | 404; html: string };

/** Where the server-rendering bundle is: dist-ssr beside the web app's dist (scripts/build.js). */
export function ssrBundlePath(webDist: string): string {
  return path.join(`${webDist}-ssr`, 'entry-server.js');
}

/** Loads the server-rendering bundle, or null if it was not built. */
export async function loadSsrBundle(webDist: string): Promise<SsrBundle | null> {
  const file = ssrBundlePath(webDist);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}

/**
 * A shopper page (home, category, store, product, search, and the cart's shell) rendered on the
 * server with its data, its link preview and the preload of its largest image; null for any other
 * page (the app shell serves it). Unknown category, store or product: the app shell with status
 * 404, where the app shows what it shows for those. Other failures throw; the caller falls back to
 * the app shell.
 *
 * Its styles: the critical CSS inline on a first view, so nothing blocks its paint; the whole
 * stylesheet's link once the browser has it cached (`stylesheetCached`, which the first-view
 * script says in a cookie), so a later page's HTML does not carry it again.
 */
export async function renderShopperPage(
  context: {
    bundle: SsrBundle;
    answer: AnswerRequest;
    publicUrl: string;
    build: WebBuild | null;
    stylesheetCached?: boolean;
  },
  url: string,
  template: string,
): Promise<RenderedDocument | null> {
  const { bundle, answer, publicUrl, build } = context;
  if (!hasOutlets(template)) return null;
  const plan = bundle.planPage(url);
  if (!plan) return null;
  const answers = await Promise.all(plan.map((query) => answer(query.request)));
  if (answers.includes(PAGE_NOT_FOUND)) return { status: 404, html: notFoundDocument(template) };
  const queries: SsrLoadedQuery[] = plan.map((query, i) => ({ ...query, data: answers[i] }));
  const rendered = await bundle.renderPage(url, queries);
  const previewTags = linkPreviewOf(queries, publicUrl);
  return {
    status: 200,
    html: pageDocument(template, {
      head: rendered.head + (previewTags ?? ''),
      html: rendered.html,
      state: rendered.state,
      describes: previewTags !== null,
      styles: stylesOf(build, context.stylesheetCached ?? false, template + rendered.html),
      pageCode: build ? pageCodeUrls(build.pageCode, [APP_SOURCE, ...bundle.pageSources(url)]) : [],
    }),
  };
}

function stylesOf(build: WebBuild | null, cached: boolean, html: string): string {
  const stylesheet = build?.stylesheet;
  if (!stylesheet) return '';
  if (cached) return stylesheetLink(stylesheet.href);
  return inlineStyle(criticalCss(stylesheet.sheet, html));
}

/**
 * Product, store and category pages carry link-preview tags; the others keep index.html's
 * description. Their canonical link and og:url are PUBLIC_URL and the page's own path, made from
 * what the page shows (the product's id, the store's or category's slug), never from the path
 * the request said: "//evil.example/product/<id>" must not make http://evil.example/… canonical.
 * A sorted or filtered list is the same page to share: its preview points at the plain one.
 */
function linkPreviewOf(queries: SsrLoadedQuery[], publicUrl: string): string | null {
  const [first] = queries;
  if (!first) return null;
  const pageUrl = (pagePath: string) => `${publicUrl}${pagePath}`;
  switch (first.preview) {
    case 'product': {
      const data = first.data as ProductPreviewSource;
      return linkPreviewTags(
        productPreview(data, pageUrl(`/product/${encodeURIComponent(data.product.id)}`), publicUrl),
      );
    }
    case 'category': {
      const data = first.data as CategoryPreviewSource;
      const path = `/category/${encodeURIComponent(data.category.slug)}`;
      return linkPreviewTags(categoryPreview(data, pageUrl(path), publicUrl));
    }
    case 'store': {
      const data = first.data as StorePreviewSource;
      return linkPreviewTags(storePreview(data, pageUrl(`/store/${encodeURIComponent(data.store.slug)}`), publicUrl));
    }
    default:
      return null;
  }
}
