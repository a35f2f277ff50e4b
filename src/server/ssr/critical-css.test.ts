import { describe, expect, it } from 'vitest';
import { criticalCss, parseStylesheet } from './critical-css.ts';

/** A sheet shaped like Tailwind's minified output (layers, media, @property, escaped class names). */
const SHEET =
  '/*! tailwindcss */@layer theme,base,components,utilities;' +
  '@layer theme{:root,:host{--color-red:red;--color-stone:#fafaf9;--font:var(--font-sans);--font-sans:system-ui;--animate-pulse:pulse 2s infinite}}' +
  '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--font)}}' +
  '@layer components;' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.top-1\\.5{top:.375rem}' +
  '.\\[\\&_select\\]\\:border-red-500 select{border-color:var(--color-red)}' +
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}' +
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}' +
  '.animate-pulse{animation:var(--animate-pulse)}.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}' +
  '.a,.b{content:"{x}"}}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@keyframes pulse{50%{opacity:.5}}';

const ALL_CLASSES =
  '<div class="group flex hidden top-1.5 [&amp;_select]:border-red-500 group-hover:underline sm:grid sm:hidden animate-pulse shadow a b" style="color:var(--color-stone)"></div>';

describe('the critical CSS of a page', () => {
  it('keeps every rule when the page uses every class and variable: the sheet as it was, less its comment', () => {
    expect(criticalCss(parseStylesheet(SHEET), ALL_CLASSES)).toBe(SHEET.replace('/*! tailwindcss */', ''));
  });

  it("keeps the rules of the page's classes, escaped names and media queries included, and no others", () => {
    const css = criticalCss(
      parseStylesheet(SHEET),
      '<div class="flex top-1.5 sm:grid [&amp;_select]:border-red-500"></div>',
    );
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.top-1\\.5{top:.375rem}');
    expect(css).toContain('.\\[\\&_select\\]\\:border-red-500 select{border-color:var(--color-red)}');
    expect(css).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('sm\\:hidden');
    expect(css).not.toContain('content:');
  });

  it('keeps the element rules, the layer order, and only the variables, @property and @keyframes in use', () => {
    expect(criticalCss(parseStylesheet(SHEET), '<p>text</p>')).toBe(
      '@layer theme,base,components,utilities;@layer theme{:root,:host{--font:var(--font-sans);--font-sans:system-ui}}' +
        '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--font)}}@layer components;@layer utilities{}',
    );
  });

  it('a class that uses a variable brings it, and the @property or @keyframes it names', () => {
    const css = criticalCss(parseStylesheet(SHEET), '<div class="animate-pulse shadow"></div>');
    expect(css).toContain('--animate-pulse:pulse 2s infinite');
    expect(css).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('--color-red');
  });

  it("a variable the page's own style attribute uses is kept", () => {
    expect(criticalCss(parseStylesheet(SHEET), '<p style="color:var(--color-stone)">x</p>')).toContain(
      '--color-stone:#fafaf9',
    );
  });

  it('a rule with a group variant needs the group on the page too', () => {
    const sheet = parseStylesheet(SHEET);
    expect(criticalCss(sheet, '<a class="group-hover:underline">x</a>')).not.toContain('underline');
    expect(criticalCss(sheet, '<div class="group"><a class="group-hover:underline">x</a></div>')).toContain(
      'text-decoration:underline',
    );
  });

  it('a rule with several selectors is kept when one of them applies, braces in strings and all', () => {
    expect(criticalCss(parseStylesheet(SHEET), '<i class="b"></i>')).toContain('.a,.b{content:"{x}"}');
  });
});
