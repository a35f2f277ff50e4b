/**
 * The critical CSS of a server-rendered page: the rules of the app's stylesheet that can apply to
 * the page's HTML, inlined in its <head> so the page paints without waiting for the stylesheet
 * (docs/decisions/0029-first-paint.md). The stylesheet is Tailwind's minified output, whose nesting
 * the build has already flattened: at-rules holding rules (@layer, @media, @supports, @container),
 * other at-rules (@property, @keyframes), and style rules. A style rule is kept when one of its
 * selectors names only classes the page uses; a rule naming no class (the base layer's element
 * rules, the theme's variables) is always kept. The order of what is kept is the sheet's, so the
 * cascade is the same as with the whole sheet, which the app loads later without changing a pixel.
 */

/** A parsed stylesheet: each item is kept whole, filtered by its classes, or a block of items. */
export type CssItem =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'block'; prelude: string; items: CssItem[] };

/** At-rules whose block holds rules (filtered one by one); any other at-rule is kept whole. */
const GROUPING = /^@(layer|media|supports|container)\b/;

/** The index after the `}` matching the `{` at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('Unbalanced braces in the stylesheet');
}

function stringEnd(css: string, start: number): number {
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[start]) return i;
  }
  return css.length;
}

/** The index of the first of `chars` at the top level (outside strings, parentheses and brackets), or -1. */
function topLevelIndexOf(css: string, chars: string, from = 0): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && chars.includes(c)) return i;
  }
  return -1;
}

/** A CSS identifier's escapes undone: `sm\:grid-cols-2` → `sm:grid-cols-2`, `\32 xl` → `2xl`. */
function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** The class names one selector requires (`.group-hover\:x:is(:where(.group):hover *)` → x's name and `group`). */
function classesOf(selector: string): string[] {
  const classes: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|[^\p{ASCII}])+)/gu)) {
    classes.push(unescapeIdent(match[1]!));
  }
  return classes;
}

function splitSelectors(selectorList: string): string[] {
  const selectors: string[] = [];
  let rest = selectorList;
  for (let comma = topLevelIndexOf(rest, ','); comma !== -1; comma = topLevelIndexOf(rest, ',')) {
    selectors.push(rest.slice(0, comma));
    rest = rest.slice(comma + 1);
  }
  selectors.push(rest);
  return selectors;
}

/** Parses a (minified, flattened) stylesheet into the items criticalCss filters. */
export function parseStylesheet(css: string): CssItem[] {
  const items: CssItem[] = [];
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      i = (css.indexOf('*/', i + 2) + 1 || css.length - 1) + 1;
      continue;
    }
    const stop = topLevelIndexOf(css, '{;', i);
    if (stop === -1) break;
    const prelude = css.slice(i, stop).trim();
    if (css[stop] === ';') {
      items.push({ kind: 'always', text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const text = css.slice(i, end);
    if (prelude.startsWith('@')) {
      items.push(
        GROUPING.test(prelude)
          ? { kind: 'block', prelude, items: parseStylesheet(css.slice(stop + 1, end - 1)) }
          : { kind: 'always', text },
      );
    } else {
      const selectors = splitSelectors(prelude).map(classesOf);
      items.push(
        selectors.some((classes) => classes.length === 0)
          ? { kind: 'always', text }
          : { kind: 'rule', text, selectors },
      );
    }
    i = end;
  }
  return items;
}

/** The class names used in an HTML document (its `class="…"` attributes, entities decoded). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of `sheet` that can apply to a document using `classes`, in the sheet's order. */
export function criticalCss(sheet: CssItem[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const item of sheet) {
    if (item.kind === 'always') css += item.text;
    else if (item.kind === 'rule') {
      if (item.selectors.some((needed) => needed.every((name) => classes.has(name)))) css += item.text;
    } else {
      const inner = criticalCss(item.items, classes);
      // An empty `@layer x{}` still fixes the layer's place in the order; an empty @media says nothing.
      if (inner || item.prelude.startsWith('@layer')) css += `${item.prelude}{${inner}}`;
    }
  }
  return css;
}
