import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageCodeUrls, readWebBuild } from './web-build.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'oja-web-build-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('what the server reads of the web build', () => {
  it('no page-code list: no build to read', () => {
    expect(readWebBuild(dist)).toBeNull();
  });

  it("reads each page's files and the app's stylesheet, parsed", () => {
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-c3.css'), '.flex{display:flex}');
    writeFileSync(
      path.join(dist, '.vite', 'page-code.json'),
      JSON.stringify({
        css: ['assets/app-c3.css'],
        pages: {
          'src/web/features/catalog/pages/product-page.tsx': ['assets/product-page-a1.js', 'assets/app-b2.js'],
          'src/web/features/catalog/pages/search-page.tsx': ['assets/search-page-d4.js', 'assets/app-b2.js'],
        },
      }),
    );
    const build = readWebBuild(dist)!;
    expect(build.stylesheet).toEqual({
      href: '/assets/app-c3.css',
      sheet: [{ kind: 'rule', text: '.flex{display:flex}', selectors: [['flex']] }],
    });
    expect(
      pageCodeUrls(build.pageCode, [
        'src/web/features/catalog/pages/product-page.tsx',
        'src/web/features/catalog/pages/search-page.tsx',
        'src/web/features/catalog/pages/unknown-page.tsx',
      ]),
    ).toEqual(['/assets/product-page-a1.js', '/assets/app-b2.js', '/assets/search-page-d4.js']);
  });
});
