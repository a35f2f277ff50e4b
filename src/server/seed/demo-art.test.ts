import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_STORES } from './demo-catalog.ts';
import { demoPictures, demoPictureSvg } from './demo-art.ts';

describe('the demo pictures are drawn', () => {
  const pictures = demoPictures();

  it('one for every category, store logo, store banner and product', () => {
    const products = DEMO_STORES.flatMap((s) => s.products);
    expect(pictures).toHaveLength(DEMO_CATEGORIES.length + DEMO_STORES.length * 2 + products.length);
  });

  it('as illustrations with no text in them, so no card shows a name twice', () => {
    for (const picture of pictures) {
      const svg = demoPictureSvg(picture, 400, 400).toString();
      expect(svg, `${picture.kind} ${picture.name}`).not.toMatch(/<text|<tspan/i);
      expect(svg).toMatch(/^<svg [^>]*viewBox/);
    }
  });

  it('each product as the kind of thing it is', () => {
    const art = new Map(pictures.filter((p) => p.kind === 'product').map((p) => [p.name, p.art]));
    expect(art.get('Tecno Spark 20 Pro')).toBe('phone');
    expect(art.get('Mama Gold Rice 50kg')).toBe('sack');
    expect(art.get('Football (size 5)')).toBe('ball');
    expect(art.get('Pure Shea Butter 500g')).toBe('jar');
    expect(art.get('Non-stick Pot Set (5 pieces)')).toBe('pot');
  });
});
