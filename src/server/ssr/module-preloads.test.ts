import { describe, expect, it } from 'vitest';
import { modulePreloadTags, type WebManifest } from './module-preloads.ts';

const manifest: WebManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_grid-c3.js': { file: 'assets/grid-c3.js', imports: ['_react-b2.js'] },
  'src/web/features/catalog/pages/category-page.tsx': { file: 'assets/category-page-d4.js', imports: ['_grid-c3.js'] },
};

describe('module preloads of a server-rendered page', () => {
  it("preloads the page's chunk and what it imports, not what index.html already loads", () => {
    expect(modulePreloadTags(manifest, ['src/web/features/catalog/pages/category-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/category-page-d4.js"/>' +
        '<link rel="modulepreload" crossorigin href="/assets/grid-c3.js"/>',
    );
  });

  it('a page whose module the build does not know preloads nothing', () => {
    expect(modulePreloadTags(manifest, ['src/web/features/catalog/pages/home-page.tsx'])).toBe('');
  });
});
