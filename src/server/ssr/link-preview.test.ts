import { describe, expect, it } from 'vitest';
import { escapeHtml, linkPreviewTags, productPreview, storePreview, summary } from './link-preview.ts';

const product = {
  id: '6f1c3a52-8b7e-4d7a-9a51-2d5d1c0e7f10',
  name: 'Ankara "Owambe" gown <limited>',
  description: 'Hand-made in Aba & Lagos.\n\nTwo sizes.',
  priceKobo: 1_250_050,
  images: ['/uploads/products/gown-1000w.webp'],
  storeName: "Ada's Boutique",
};
const pageUrl = `https://oja.example/product/${product.id}`;

describe('link preview tags', () => {
  it('a shared product link shows its name, price in naira, picture and description', () => {
    const tags = linkPreviewTags(productPreview({ product }, pageUrl, 'https://oja.example'));
    expect(tags).toContain(
      '<meta property="og:title" content="Ankara &quot;Owambe&quot; gown &lt;limited&gt; — ₦12,500.50"/>',
    );
    expect(tags).toContain('<meta property="og:type" content="product"/>');
    expect(tags).toContain(
      '<meta property="og:image" content="https://oja.example/uploads/products/gown-1000w.webp"/>',
    );
    expect(tags).toContain(`<meta property="og:url" content="${pageUrl}"/>`);
    expect(tags).toContain('<meta property="product:price:amount" content="12500.50"/>');
    expect(tags).toContain('<meta property="product:price:currency" content="NGN"/>');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(tags).toContain(
      '<meta name="twitter:image" content="https://oja.example/uploads/products/gown-1000w.webp"/>',
    );
    expect(tags).toContain(
      '<meta property="og:description" content="₦12,500.50 · Sold by Ada&#39;s Boutique on Oja. Hand-made in Aba &amp; Lagos. Two sizes."/>',
    );
  });

  it('no text can close the attribute or open a tag', () => {
    const tags = linkPreviewTags({
      title: '"/><script>alert(1)</script>',
      description: 'It\'s <b>bold</b> & "quoted"',
      url: 'https://oja.example/store/x?a="b"',
      type: 'website',
    });
    expect(tags).not.toContain('<script');
    expect(tags).not.toContain('<b>');
    expect(tags).toContain('content="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(tags).toContain('content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"');
    expect(tags).toContain('<link rel="canonical" href="https://oja.example/store/x?a=&quot;b&quot;"/>');
  });

  it('an image stored with an absolute URL (S3) is kept as it is', () => {
    const preview = storePreview(
      {
        store: {
          slug: 'ada',
          name: 'Ada',
          description: null,
          logoUrl: null,
          bannerUrl: 'https://cdn.example/banner-1600w.webp',
        },
      },
      'https://oja.example/store/ada',
      'https://oja.example',
    );
    expect(preview.image).toBe('https://cdn.example/banner-1600w.webp');
    expect(preview.description).toBe('Shop Ada on Oja, priced in naira.');
  });

  it('a page without a picture gets the small card', () => {
    const tags = linkPreviewTags({ title: 'T', description: 'D', url: 'https://oja.example/', type: 'website' });
    expect(tags).toContain('<meta name="twitter:card" content="summary"/>');
    expect(tags).not.toContain('og:image');
  });

  it('a long description is cut at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const cut = summary(text, 30);
    expect(cut).toBe('word word word word word…');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
