/**
 * The critical CSS of a server-rendered page: the rules of the app's stylesheet that can apply to
 * the page's HTML, inlined in its <head> so the page paints without waiting for the stylesheet
 * (docs/decisions/0029-first-paint.md). The stylesheet is Tailwind's minified output, whose nesting
 * the build has already flattened: at-rules holding rules (@layer, @media, @supports, @container),
 * other at-rules (@property, @keyframes), and style rules.
 *
 * A style rule is kept when one of its selectors names only classes the page uses; a rule naming no
 * class (the base layer's element rules) is always kept. The theme's variables, @property and
 * @keyframes are kept as far as what is kept (or the page's own style attributes) refers to them.
 * The order of what is kept is the sheet's, so the cascade is the same as with the whole sheet,
 * which the app loads later without changing a pixel.
 */

/** A parsed stylesheet, each item a part of the sheet's text. */
export type CssItem =
  /** Kept whatever the page (`@layer a,b;`, element rules, @font-face…). */
  | { kind: 'always'; text: string }
  /** Kept when one of its selectors' classes are all on the page. */
  | { kind: 'rule'; text: string; selectors: string[][] }
  /** A rule that only sets custom properties (the theme): each declaration kept if referred to. */
  | { kind: 'variables'; selector: string; declarations: { name: string; text: string }[] }
  /** `@property --x{…}` or `@keyframes x{…}`: kept if `name` is referred to. */
  | { kind: 'named'; name: string; text: string }
  | { kind: 'block'; prelude: string; items: CssItem[] };

/** At-rules whose block holds rules (filtered one by one). */
const GROUPING = /^@(layer|media|supports|container)\b/;
const NAMED = /^@(?:property\s+(--[\w-]+)|(?:-webkit-)?keyframes\s+([\w-]+))$/;

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

/** `text` cut at each top-level `separator`. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let rest = text;
  for (let at = topLevelIndexOf(rest, separator); at !== -1; at = topLevelIndexOf(rest, separator)) {
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  parts.push(rest);
  return parts;
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

/**
 * A style rule: filtered by its classes; or, naming no class, kept whole, unless it only sets custom
 * properties (the theme's `:root,:host{…}`), whose declarations are kept as far as they are used.
 */
function styleRule(selectorList: string, body: string, text: string): CssItem {
  const selectors = splitTopLevel(selectorList, ',').map(classesOf);
  if (selectors.every((classes) => classes.length > 0)) return { kind: 'rule', text, selectors };
  const declarations = splitTopLevel(body, ';')
    .filter((d) => d.trim() !== '')
    .map((text) => ({ name: /^\s*(--[\w-]+)\s*:/.exec(text)?.[1] ?? '', text }));
  if (declarations.length > 0 && declarations.every((d) => d.name)) {
    return { kind: 'variables', selector: selectorList, declarations };
  }
  return { kind: 'always', text };
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
    const body = css.slice(stop + 1, end - 1);
    const named = NAMED.exec(prelude);
    if (GROUPING.test(prelude)) items.push({ kind: 'block', prelude, items: parseStylesheet(body) });
    else if (named) items.push({ kind: 'named', name: (named[1] ?? named[2])!, text });
    else if (prelude.startsWith('@')) items.push({ kind: 'always', text });
    else items.push(styleRule(prelude, body, text));
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

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The items that apply to a page with `classes`; variables and named at-rules left for later. */
function select(sheet: CssItem[], classes: ReadonlySet<string>): CssItem[] {
  const kept: CssItem[] = [];
  for (const item of sheet) {
    if (item.kind === 'rule') {
      if (item.selectors.some((needed) => needed.every((name) => classes.has(name)))) kept.push(item);
    } else if (item.kind === 'block') {
      const items = select(item.items, classes);
      // An empty `@layer x{}` still fixes the layer's place in the order; an empty @media says nothing.
      if (items.length > 0 || item.prelude.startsWith('@layer')) kept.push({ ...item, items });
    } else kept.push(item);
  }
  return kept;
}

/** The text of the kept rules (not the variables' or named at-rules'), where references are looked for. */
function ruleText(items: CssItem[]): string {
  return items
    .map((item) =>
      item.kind === 'block' ? ruleText(item.items) : item.kind === 'always' || item.kind === 'rule' ? item.text : '',
    )
    .join('');
}

function allDeclarations(items: CssItem[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (list: CssItem[]) => {
    for (const item of list) {
      if (item.kind === 'block') visit(item.items);
      if (item.kind !== 'variables') continue;
      for (const { name, text } of item.declarations) found.set(name, [...(found.get(name) ?? []), text]);
    }
  };
  visit(items);
  return found;
}

/** The custom properties `text` refers to, and those their values refer to in turn. */
function referredVariables(text: string, declarations: Map<string, string[]>): Set<string> {
  const used = new Set<string>();
  const queue = [...text.matchAll(VARIABLE_REFERENCE)].map((m) => m[1]!);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const value of declarations.get(name) ?? [])
      queue.push(...[...value.matchAll(VARIABLE_REFERENCE)].map((m) => m[1]!));
  }
  return used;
}

function render(items: CssItem[], used: ReadonlySet<string>, referenced: string): string {
  let css = '';
  for (const item of items) {
    if (item.kind === 'always' || item.kind === 'rule') css += item.text;
    else if (item.kind === 'block') {
      const inner = render(item.items, used, referenced);
      if (inner || item.prelude.startsWith('@layer')) css += `${item.prelude}{${inner}}`;
    } else if (item.kind === 'variables') {
      const kept = item.declarations.filter((d) => used.has(d.name)).map((d) => d.text);
      if (kept.length > 0) css += `${item.selector}{${kept.join(';')}}`;
    } else if (item.name.startsWith('--') ? used.has(item.name) : new RegExp(`\\b${item.name}\\b`).test(referenced)) {
      css += item.text;
    }
  }
  return css;
}

/**
 * The rules of `sheet` that can apply to `html` (a whole document: its classes, and the variables
 * its style attributes use), in the sheet's order.
 */
export function criticalCss(sheet: CssItem[], html: string): string {
  const kept = select(sheet, classesInHtml(html));
  const declarations = allDeclarations(kept);
  const used = referredVariables(ruleText(kept) + html, declarations);
  // What a keyframes name can be referred from: the rules, and the values of the variables used (--animate-pulse).
  const referenced = ruleText(kept) + [...used].flatMap((name) => declarations.get(name) ?? []).join(';');
  return render(kept, used, referenced);
}
