import { formatNaira, nairaDecimal } from '../../shared/money.ts';
import type { CategoryPreviewSource, ProductPreviewSource, StorePreviewSource } from '../../shared/ssr.ts';

/**
 * What a shared link shows (a WhatsApp or Twitter card): Open Graph and Twitter tags for the
 * product, store and category pages, in the HTML the server renders. Every text is escaped here.
 */
export type LinkPreview = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture, if there is one. */
  image?: string;
  type: 'product' | 'website';
  /** A product's price, in kobo. */
  priceKobo?: number;
};

/** Descriptions are cut here: cards show two or three lines. */
const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML attribute or element: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** One line of plain text, cut at a word to `max` characters with an ellipsis. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** `url` made absolute against the site's public URL (an upload is stored as `/uploads/…`). */
export function absoluteUrl(url: string, publicUrl: string): string {
  return new URL(url, `${publicUrl}/`).href;
}

/** The <head> tags of a link preview: description, Open Graph, product price and Twitter card. */
export function linkPreviewTags(preview: LinkPreview): string {
  const description = summary(preview.description);
  const tags: [attribute: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', 'Oja'],
    ['property', 'og:type', preview.type],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:url', preview.url],
  ];
  if (preview.image) tags.push(['property', 'og:image', preview.image], ['property', 'og:image:alt', preview.title]);
  if (preview.priceKobo !== undefined) {
    tags.push(
      ['property', 'product:price:amount', nairaDecimal(preview.priceKobo)],
      ['property', 'product:price:currency', 'NGN'],
    );
  }
  tags.push(
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
  );
  if (preview.image) tags.push(['name', 'twitter:image', preview.image]);
  const meta = tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}"/>`);
  return [...meta, `<link rel="canonical" href="${escapeHtml(preview.url)}"/>`].join('');
}

/** A product's card: its name and price, the store, its description and first picture. */
export function productPreview(data: ProductPreviewSource, pageUrl: string, publicUrl: string): LinkPreview {
  const { product } = data;
  const price = formatNaira(product.priceKobo);
  const lead = `${price} · Sold by ${product.storeName} on Oja.`;
  const image = product.images[0];
  return {
    title: `${product.name} — ${price}`,
    description: product.description ? `${lead} ${product.description}` : lead,
    url: pageUrl,
    ...(image ? { image: absoluteUrl(image, publicUrl) } : {}),
    type: 'product',
    priceKobo: product.priceKobo,
  };
}

export function categoryPreview(data: CategoryPreviewSource, pageUrl: string, publicUrl: string): LinkPreview {
  const { category } = data;
  return {
    title: `${category.name} · Oja`,
    description: category.description || `Shop ${category.name} from verified sellers on Oja, priced in naira.`,
    url: pageUrl,
    ...(category.imageUrl ? { image: absoluteUrl(category.imageUrl, publicUrl) } : {}),
    type: 'website',
  };
}

export function storePreview(data: StorePreviewSource, pageUrl: string, publicUrl: string): LinkPreview {
  const { store } = data;
  const image = store.bannerUrl ?? store.logoUrl;
  return {
    title: `${store.name} · Oja`,
    description: store.description || `Shop ${store.name} on Oja, priced in naira.`,
    url: pageUrl,
    ...(image ? { image: absoluteUrl(image, publicUrl) } : {}),
    type: 'website',
  };
}
