import { describe, expect, it } from 'vitest';
import { hasOutlets, inlineStyle, pageDocument, stylesheetLink } from './html-document.ts';

const template = `<!doctype html><html><head><meta name="description" content="Default" /><title>Oja — Shop like a pro</title><style data-app-shell>.shell-bar{top:0}</style></head>
<body><div id="root">
  <!--app--><div data-app-shell>shell</div><!--/app-->
</div>
<!--app-data-->
<noscript>Oja needs JavaScript to run.</noscript></body></html>`;

describe('the server-rendered document', () => {
  it('puts the page in #root, its data after it and its title and tags in the head', () => {
    const html = pageDocument(template, {
      head: '<title>Kettle · Oja</title><meta name="description" content="Own"/>',
      html: '<main>Kettle</main>',
      state: { queries: [] },
      describes: true,
    });
    expect(html).toContain('<div id="root" data-ssr><main>Kettle</main></div>');
    expect(html).toContain('<script id="ssr-data" type="application/json">{"queries":[]}</script>');
    expect(html).toContain('<head><title>Kettle · Oja</title><meta name="description" content="Own"/></head>');
    expect(html).not.toContain('Default');
    expect(html).not.toContain('shell');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('<noscript>');
  });

  it('text in the data can never close its script', () => {
    const html = pageDocument(template, {
      head: '',
      html: '',
      state: { name: '</script><script>alert(1)</script>' },
      describes: false,
    });
    expect(html).toContain('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    // Without the page's own description the default stays.
    expect(html).toContain('content="Default"');
  });

  it('a template without the marks is not filled', () => {
    expect(hasOutlets(template)).toBe(true);
    expect(hasOutlets('<div id="root"></div>')).toBe(false);
  });
});

describe("the server-rendered document's styles and code", () => {
  const page = { head: '', html: '<main>Kettle</main>', state: {}, describes: false };

  it('puts the styles at the end of the head and names the page code on #root', () => {
    const html = pageDocument(template, {
      ...page,
      styles: inlineStyle('.flex{display:flex}'),
      pageCode: ['/assets/product-page-a1.js', '/assets/app-b2.js'],
    });
    expect(html).toContain('<style>.flex{display:flex}</style></head>');
    expect(html).toContain(
      '<div id="root" data-ssr data-page-code="/assets/product-page-a1.js /assets/app-b2.js"><main>Kettle</main></div>',
    );
  });

  it('a page without code of its own has no page-code attribute', () => {
    expect(pageDocument(template, { ...page, pageCode: [] })).toContain('<div id="root" data-ssr><main>');
  });

  it('inline CSS can never close its <style> early', () => {
    expect(inlineStyle('a{content:"</style><script>"}')).toBe('<style>a{content:"<\\/style><script>"}</style>');
  });

  it('a cached stylesheet is linked', () => {
    expect(stylesheetLink('/assets/app-c3.css')).toBe('<link rel="stylesheet" crossorigin href="/assets/app-c3.css"/>');
  });
});
