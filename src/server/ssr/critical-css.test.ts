import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalCss, parseStylesheet } from './critical-css.ts';

/** A sheet shaped like Tailwind's minified output (layers, media, @property, escaped class names). */
const SHEET =
  '/*! tailwindcss */@layer theme,base,components,utilities;' +
  '@layer theme{:root,:host{--color-stone-50:#fafaf9}}' +
  '@layer base{*,:after{box-sizing:border-box}a{color:inherit}}' +
  '@layer components;' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.top-1\\.5{top:.375rem}' +
  '.\\[\\&_select\\]\\:border-red-500 select{border-color:red}' +
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}' +
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}' +
  '.a,.b{content:"{x}"}}' +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}';

const critical = (html: string) => criticalCss(parseStylesheet(SHEET), classesInHtml(html));

describe('the critical CSS of a page', () => {
  it('keeps every rule when every class is used: the sheet comes back as it was, less its comment', () => {
    const all = new Set(['flex', 'hidden', 'top-1.5', '[&_select]:border-red-500', 'group-hover:underline', 'group']);
    for (const name of ['sm:grid', 'sm:hidden', 'a', 'b']) all.add(name);
    expect(criticalCss(parseStylesheet(SHEET), all)).toBe(SHEET.replace('/*! tailwindcss */', ''));
  });

  it("keeps the rules of the page's classes, escaped names and media queries included, and no others", () => {
    const css = critical('<div class="flex top-1.5 sm:grid [&amp;_select]:border-red-500"></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.top-1\\.5{top:.375rem}');
    expect(css).toContain('.\\[\\&_select\\]\\:border-red-500 select{border-color:red}');
    expect(css).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('sm\\:hidden');
    expect(css).not.toContain('content:');
  });

  it('keeps what names no class (variables, element rules, @property, @keyframes) and the order of the layers', () => {
    const css = critical('<p>text</p>');
    expect(css).toBe(
      '@layer theme,base,components,utilities;@layer theme{:root,:host{--color-stone-50:#fafaf9}}' +
        '@layer base{*,:after{box-sizing:border-box}a{color:inherit}}@layer components;@layer utilities{}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}',
    );
  });

  it('a rule with a group variant needs the group on the page too', () => {
    expect(critical('<a class="group-hover:underline">x</a>')).not.toContain('underline');
    expect(critical('<div class="group"><a class="group-hover:underline">x</a></div>')).toContain(
      'text-decoration:underline',
    );
  });

  it('a rule with several selectors is kept when one of them applies, braces in strings and all', () => {
    expect(critical('<i class="b"></i>')).toContain('.a,.b{content:"{x}"}');
  });
});
