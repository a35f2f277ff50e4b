import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withTestModeRibbon } from '../../shared/test-mode-ribbon.ts';
import { hasOutlets, pageDocument } from './html-document.ts';

/** The app's own index.html, as the build copies it to dist/. */
const indexHtml = readFileSync('index.html', 'utf8');

describe('the TEST MODE ribbon', () => {
  it('is the first thing in <body>, a labelled region saying no real money moves', () => {
    const html = withTestModeRibbon(indexHtml);
    const body = html.slice(html.search(/<body[^>]*>/));
    expect(body).toMatch(
      /^<body[^>]*>\s*<div class="test-mode-ribbon" role="region" aria-label="TEST MODE"><strong>TEST MODE<\/strong> — payments are simulated, no real money moves<\/div>\s*<!--/,
    );
    expect(html.match(/test-mode-ribbon/g)).toHaveLength(2); // its style's selector, and the bar once
  });

  it('brings its own style in <head>, needing no stylesheet or script', () => {
    const html = withTestModeRibbon(indexHtml);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('.test-mode-ribbon {');
  });

  it('stays outside #root, so a server-rendered page still fills the app and the ribbon survives', () => {
    const template = withTestModeRibbon(indexHtml);
    expect(hasOutlets(template)).toBe(true);
    const page = pageDocument(template, { head: '', html: '<main>Kettle</main>', state: {}, describes: false });
    expect(page).toContain('<div id="root" data-ssr><main>Kettle</main></div>');
    expect(page).toContain('<strong>TEST MODE</strong>');
    expect(page.indexOf('test-mode-ribbon" role="region"')).toBeLessThan(page.indexOf('<div id="root"'));
  });
});
