import { DEMO_CATEGORIES, DEMO_STORES, type Hsl } from './demo-catalog.ts';
import type { DemoPicture } from './demo-images.ts';

/**
 * The drawings of the demo catalog: simple flat illustrations of the kind of thing each picture
 * shows (a phone, a sack of rice, a pot, a jar, a ball…), as SVG, with no text in them (the page
 * prints the name beside every picture). `npm run demo-images` (scripts/demo-images.ts) renders
 * them to the committed WebP files; nothing here runs when the server starts.
 *
 * Every illustration is drawn in a 200 × 200 box centred on (100, 100), in the shades of one colour.
 */

/** What an illustration shows. */
export type ArtKind =
  | 'phone'
  | 'tablet'
  | 'tv'
  | 'earbuds'
  | 'powerbank'
  | 'fan'
  | 'fabric'
  | 'lace'
  | 'dress'
  | 'tunic'
  | 'clutch'
  | 'shoe'
  | 'slipper'
  | 'sandal'
  | 'bag'
  | 'handbag'
  | 'belt'
  | 'wallet'
  | 'sack'
  | 'tin'
  | 'oil'
  | 'packet'
  | 'fish'
  | 'diapers'
  | 'jersey'
  | 'ball'
  | 'dumbbell'
  | 'rope'
  | 'car'
  | 'blocks'
  | 'pot'
  | 'blender'
  | 'mortar'
  | 'kettle'
  | 'flask'
  | 'lantern'
  | 'jar'
  | 'soap'
  | 'bottle'
  | 'lotion'
  | 'dropper';

/** A picture to draw: what it is for (kind and name, as demo-images.ts files it) and what it shows. */
export type DemoDrawing = DemoPicture & {
  art: ArtKind;
  color: Hsl;
  /** Logos and banners: the store's colour. */
  hue?: number;
  /** Banners: a few of the store's goods, drawn side by side. */
  scene?: { art: ArtKind; color: Hsl }[];
};

/** Every picture the demo catalog uses, with what to draw on it. */
export function demoPictures(): DemoDrawing[] {
  const list: DemoDrawing[] = DEMO_CATEGORIES.map((c) => ({
    kind: 'category',
    name: c.name,
    art: c.art,
    color: c.color,
    hue: c.hue,
  }));
  for (const s of DEMO_STORES) {
    const first = s.products.find((item) => item.art === s.emblem) ?? s.products[0]!;
    list.push({ kind: 'storeLogo', name: s.name, art: s.emblem, color: first.color, hue: s.hue });
    const scene: DemoDrawing['scene'] = [];
    for (const item of s.products)
      if (scene.length < 4 && !scene.some((x) => x.art === item.art)) scene.push({ art: item.art, color: item.color });
    list.push({ kind: 'storeBanner', name: s.name, art: s.emblem, color: first.color, hue: s.hue, scene });
    for (const item of s.products) list.push({ kind: 'product', name: item.name, art: item.art, color: item.color });
  }
  return list;
}

/** The shades of one colour an illustration is painted with. */
type Palette = { main: string; dark: string; deep: string; light: string; pale: string; ink: string };

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(Math.max(0, Math.min(100, l)))}%)`;

function paletteOf([h, s, l]: Hsl): Palette {
  return {
    main: hsl(h, s, l),
    dark: hsl(h, s, l - 14),
    deep: hsl(h, s, l - 26),
    light: hsl(h, s, l + 18),
    pale: hsl(h, s * 0.6, Math.max(l + 34, 88)),
    ink: hsl(h, Math.min(s, 25), 16),
  };
}

const WHITE = '#fdfcf9';
const STEEL = '#9aa4ae';
const STEEL_DARK = '#5f6b76';
const GLASS = 'hsl(195,60%,86%)';

/** The illustrations: SVG elements in the 200 × 200 box. */
const ART: Record<ArtKind, (p: Palette) => string> = {
  phone: (p) => `
    <rect x="62" y="20" width="76" height="160" rx="14" fill="${p.deep}"/>
    <rect x="68" y="32" width="64" height="134" rx="6" fill="${p.pale}"/>
    <path d="M68 118 Q92 92 132 108 V160 a6 6 0 0 1 -6 6 H74 a6 6 0 0 1 -6 -6Z" fill="${p.main}"/>
    <path d="M68 140 Q104 118 132 134 V160 a6 6 0 0 1 -6 6 H74 a6 6 0 0 1 -6 -6Z" fill="${p.dark}"/>
    <circle cx="100" cy="26" r="2.6" fill="#111"/>
    <rect x="78" y="46" width="14" height="14" rx="4" fill="${p.light}"/>
    <rect x="96" y="46" width="14" height="14" rx="4" fill="${p.main}"/>
    <rect x="114" y="46" width="14" height="14" rx="4" fill="${p.light}"/>`,
  tablet: (p) => `
    <rect x="30" y="40" width="140" height="120" rx="12" fill="${p.deep}"/>
    <rect x="39" y="49" width="122" height="102" rx="4" fill="${p.pale}"/>
    <path d="M39 120 Q80 88 161 112 V151 H39Z" fill="${p.main}"/>
    <path d="M39 136 Q110 116 161 134 V151 H39Z" fill="${p.dark}"/>
    <circle cx="100" cy="44.5" r="2" fill="#111"/>
    <circle cx="70" cy="76" r="10" fill="${p.light}"/>`,
  tv: (p) => `
    <rect x="22" y="38" width="156" height="100" rx="6" fill="${p.deep}"/>
    <rect x="28" y="44" width="144" height="88" rx="2" fill="hsl(200,70%,82%)"/>
    <circle cx="140" cy="66" r="11" fill="hsl(45,95%,65%)"/>
    <path d="M28 132 V108 Q60 84 92 106 Q118 88 172 110 V132Z" fill="hsl(145,45%,45%)"/>
    <path d="M28 132 V120 Q80 104 172 124 V132Z" fill="hsl(145,45%,35%)"/>
    <path d="M70 138 L60 162 M130 138 L140 162" stroke="${p.deep}" stroke-width="7" stroke-linecap="round"/>
    <rect x="46" y="160" width="108" height="6" rx="3" fill="${p.dark}"/>`,
  earbuds: (p) => `
    <rect x="48" y="104" width="104" height="62" rx="30" fill="${p.main}" stroke="${p.dark}" stroke-width="3"/>
    <path d="M48 128 H152" stroke="${p.dark}" stroke-width="3"/>
    <circle cx="100" cy="148" r="3.5" fill="hsl(145,70%,45%)"/>
    <g fill="${p.light}" stroke="${p.dark}" stroke-width="3">
      <circle cx="72" cy="62" r="20"/><rect x="64" y="66" width="14" height="40" rx="7"/>
      <circle cx="128" cy="62" r="20"/><rect x="122" y="66" width="14" height="40" rx="7"/>
    </g>
    <circle cx="72" cy="62" r="8" fill="${p.ink}"/><circle cx="128" cy="62" r="8" fill="${p.ink}"/>`,
  powerbank: (p) => `
    <path d="M100 44 C100 20 146 18 150 44 S130 80 152 92" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>
    <rect x="58" y="40" width="84" height="130" rx="14" fill="${p.main}"/>
    <rect x="58" y="40" width="84" height="28" rx="14" fill="${p.dark}"/>
    <rect x="58" y="54" width="84" height="14" fill="${p.dark}"/>
    <rect x="92" y="34" width="16" height="10" rx="3" fill="${p.ink}"/>
    <g fill="hsl(190,90%,75%)"><circle cx="80" cy="148" r="4"/><circle cx="93" cy="148" r="4"/><circle cx="106" cy="148" r="4"/></g>
    <circle cx="119" cy="148" r="4" fill="${p.dark}"/>
    <path d="M104 88 L90 110 H102 L96 128 L114 102 H102 Z" fill="${p.pale}"/>`,
  fan: (p) => `
    <rect x="95" y="110" width="10" height="50" fill="${STEEL_DARK}"/>
    <ellipse cx="100" cy="164" rx="42" ry="10" fill="${p.dark}"/>
    <circle cx="100" cy="72" r="54" fill="${p.pale}" stroke="${p.dark}" stroke-width="4"/>
    <g fill="${p.main}">
      <ellipse cx="100" cy="46" rx="14" ry="26"/>
      <ellipse cx="100" cy="46" rx="14" ry="26" transform="rotate(120 100 72)"/>
      <ellipse cx="100" cy="46" rx="14" ry="26" transform="rotate(240 100 72)"/>
    </g>
    <circle cx="100" cy="72" r="9" fill="${p.deep}"/>
    <g stroke="${p.dark}" stroke-width="1.5" opacity="0.5"><path d="M46 72 H154 M100 18 V126"/></g>`,
  fabric: (p) => `
    <defs><pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse">
      <rect width="20" height="20" fill="${p.main}"/><circle cx="10" cy="10" r="5" fill="${p.light}"/><circle cx="10" cy="10" r="2" fill="${p.deep}"/>
      <circle cx="0" cy="0" r="3" fill="${p.pale}"/><circle cx="20" cy="0" r="3" fill="${p.pale}"/><circle cx="0" cy="20" r="3" fill="${p.pale}"/><circle cx="20" cy="20" r="3" fill="${p.pale}"/>
    </pattern></defs>
    <rect x="34" y="122" width="132" height="40" rx="8" fill="${p.deep}"/>
    <rect x="34" y="96" width="132" height="36" rx="8" fill="${p.dark}"/>
    <rect x="34" y="48" width="132" height="62" rx="8" fill="url(#dots)"/>
    <path d="M34 110 h132" stroke="${p.deep}" stroke-width="3"/>
    <path d="M150 48 v62" stroke="${p.deep}" stroke-width="2" opacity="0.4"/>`,
  lace: (p) => `
    <defs><pattern id="lace" width="18" height="18" patternUnits="userSpaceOnUse">
      <rect width="18" height="18" fill="${p.pale}"/><circle cx="9" cy="9" r="5" fill="none" stroke="${p.dark}" stroke-width="1.5"/>
      <circle cx="9" cy="9" r="1.5" fill="${p.dark}"/><path d="M0 0 L4 4 M18 0 L14 4 M0 18 L4 14 M18 18 L14 14" stroke="${p.main}" stroke-width="1.5"/>
    </pattern></defs>
    <rect x="34" y="124" width="132" height="36" rx="8" fill="${p.main}"/>
    <rect x="34" y="100" width="132" height="34" rx="8" fill="${p.light}"/>
    <rect x="34" y="46" width="132" height="66" rx="8" fill="url(#lace)" stroke="${p.main}" stroke-width="2"/>
    <path d="M34 112 q6.6 8 13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0 t13.2 0" fill="${p.pale}" stroke="${p.main}" stroke-width="2"/>`,
  dress: (p) => `
    <path d="M80 26 Q100 40 120 26 L136 36 L128 62 L120 60 L150 170 H50 L80 60 L72 62 L64 36 Z" fill="${p.main}"/>
    <path d="M80 26 Q100 40 120 26" fill="none" stroke="${p.deep}" stroke-width="4"/>
    <path d="M80 62 H120 L122 72 H78 Z" fill="${p.deep}"/>
    <g fill="${p.light}"><circle cx="86" cy="100" r="7"/><circle cx="114" cy="100" r="7"/><circle cx="100" cy="126" r="8"/><circle cx="76" cy="146" r="8"/><circle cx="124" cy="146" r="8"/></g>
    <g fill="${p.pale}"><circle cx="100" cy="90" r="3"/><circle cx="90" cy="150" r="3"/><circle cx="110" cy="150" r="3"/></g>`,
  tunic: (p) => `
    <path d="M74 30 L100 40 L126 30 L164 50 L156 96 L140 92 L142 170 H58 L60 92 L44 96 L36 50 Z" fill="${p.main}"/>
    <path d="M88 34 L100 48 L112 34" fill="none" stroke="${p.deep}" stroke-width="4"/>
    <path d="M100 48 V170" stroke="${p.dark}" stroke-width="2"/>
    <path d="M86 56 Q100 74 114 56" fill="none" stroke="${p.light}" stroke-width="4"/>
    <g fill="${p.light}"><circle cx="106" cy="80" r="3"/><circle cx="106" cy="100" r="3"/><circle cx="106" cy="120" r="3"/></g>
    <path d="M60 160 H140" stroke="${p.dark}" stroke-width="3"/>`,
  clutch: (p) => `
    <path d="M40 70 H160 L150 150 H50 Z" fill="${p.main}"/>
    <path d="M40 70 H160 L130 112 H70 Z" fill="${p.dark}"/>
    <rect x="92" y="104" width="16" height="14" rx="3" fill="${p.pale}"/>
    <g fill="${p.light}">${Array.from({ length: 7 }, (_, i) => `<circle cx="${58 + i * 14}" cy="134" r="3.5"/>`).join('')}
      ${Array.from({ length: 6 }, (_, i) => `<circle cx="${65 + i * 14}" cy="122" r="3"/>`).join('')}</g>
    <path d="M60 70 Q100 30 140 70" fill="none" stroke="${p.light}" stroke-width="3"/>`,
  shoe: (p) => `
    <path d="M28 124 Q26 96 44 90 L82 84 Q96 64 118 68 L130 76 Q156 96 172 112 Q178 126 170 134 H34 Q28 132 28 124 Z" fill="${p.main}"/>
    <path d="M28 130 H172 Q174 142 166 144 H36 Q26 142 28 130 Z" fill="${p.ink}"/>
    <path d="M82 84 Q96 64 118 68 L130 76 Q112 80 100 96 Z" fill="${p.dark}"/>
    <g stroke="${p.pale}" stroke-width="2.5" stroke-linecap="round"><path d="M98 80 L112 88 M94 86 L108 94 M90 92 L104 100"/></g>
    <path d="M44 112 Q60 104 80 112" fill="none" stroke="${p.dark}" stroke-width="2"/>`,
  slipper: (p) => `
    <g transform="rotate(-18 100 100)">
      <path d="M100 24 Q130 24 132 62 Q134 96 128 130 Q124 176 100 176 Q76 176 72 130 Q66 96 68 62 Q70 24 100 24 Z" fill="${p.deep}"/>
      <path d="M100 30 Q124 30 126 62 Q128 96 122 130 Q118 168 100 168 Q82 168 78 130 Q72 96 74 62 Q76 30 100 30 Z" fill="${p.light}"/>
      <path d="M62 70 Q100 54 138 70 L136 104 Q100 92 64 104 Z" fill="${p.main}"/>
      <path d="M66 80 Q100 66 134 80" fill="none" stroke="${p.dark}" stroke-width="2.5" stroke-dasharray="5 4"/>
    </g>`,
  sandal: (p) => `
    <path d="M30 140 Q28 124 50 122 H150 Q172 124 170 140 Q168 150 150 150 H50 Q32 150 30 140 Z" fill="${p.deep}"/>
    <path d="M34 134 Q34 124 52 124 H148 Q166 124 166 134 Z" fill="${p.light}"/>
    <path d="M60 126 Q70 92 96 92 L108 126" fill="none" stroke="${p.main}" stroke-width="12"/>
    <path d="M112 126 Q120 98 146 100 L150 126" fill="none" stroke="${p.main}" stroke-width="10"/>
    <rect x="92" y="96" width="12" height="12" rx="2" fill="hsl(45,80%,60%)"/>`,
  bag: (p) => `
    <path d="M70 64 Q70 34 100 34 Q130 34 130 64" fill="none" stroke="${p.deep}" stroke-width="8"/>
    <rect x="30" y="60" width="140" height="104" rx="10" fill="${p.main}"/>
    <path d="M30 70 Q30 60 40 60 H160 Q170 60 170 70 V106 Q100 122 30 106 Z" fill="${p.dark}"/>
    <g fill="hsl(42,80%,60%)"><rect x="62" y="100" width="14" height="20" rx="3"/><rect x="124" y="100" width="14" height="20" rx="3"/></g>
    <g fill="${p.deep}"><rect x="66" y="104" width="6" height="12" rx="1"/><rect x="128" y="104" width="6" height="12" rx="1"/></g>
    <path d="M40 150 H160" stroke="${p.dark}" stroke-width="2" stroke-dasharray="6 4"/>`,
  handbag: (p) => `
    <path d="M72 76 Q72 34 100 34 Q128 34 128 76" fill="none" stroke="${p.deep}" stroke-width="9"/>
    <path d="M50 70 H150 L166 164 H34 Z" fill="${p.main}"/>
    <path d="M50 70 H150 L152 84 H48 Z" fill="${p.dark}"/>
    <circle cx="100" cy="96" r="7" fill="hsl(42,80%,60%)"/>
    <path d="M44 150 H156" stroke="${p.dark}" stroke-width="2" stroke-dasharray="6 4"/>`,
  belt: (p) => `
    <path d="M40 100 A60 40 0 1 1 160 100 A60 40 0 1 1 40 100" fill="none" stroke="${p.main}" stroke-width="22"/>
    <path d="M40 100 A60 40 0 0 0 100 140" fill="none" stroke="${p.dark}" stroke-width="22"/>
    <g fill="${p.deep}"><circle cx="118" cy="58" r="3"/><circle cx="134" cy="64" r="3"/><circle cx="148" cy="74" r="3"/></g>
    <rect x="20" y="80" width="40" height="40" rx="6" fill="none" stroke="hsl(42,80%,55%)" stroke-width="7"/>
    <path d="M40 84 V116" stroke="hsl(42,80%,55%)" stroke-width="5"/>`,
  wallet: (p) => `
    <rect x="36" y="52" width="128" height="100" rx="12" fill="${p.main}"/>
    <rect x="36" y="52" width="128" height="30" rx="12" fill="${p.dark}"/>
    <path d="M120 90 H170 V126 H120 Q108 126 108 108 Q108 90 120 90 Z" fill="${p.dark}"/>
    <circle cx="126" cy="108" r="6" fill="hsl(42,80%,60%)"/>
    <rect x="48" y="40" width="60" height="24" rx="3" fill="hsl(200,55%,55%)" transform="rotate(-6 78 52)"/>
    <path d="M46 140 H154" stroke="${p.dark}" stroke-width="2" stroke-dasharray="6 4"/>`,
  sack: (p) => `
    <path d="M60 50 Q54 40 70 36 Q100 44 130 36 Q146 40 140 50 Q168 96 162 150 Q160 170 140 172 H60 Q40 170 38 150 Q32 96 60 50 Z" fill="${p.pale}" stroke="${p.dark}" stroke-width="3"/>
    <path d="M62 52 Q100 60 138 52" fill="none" stroke="${p.dark}" stroke-width="5"/>
    <path d="M44 96 Q100 108 156 96 L160 136 Q100 148 40 136 Z" fill="${p.main}"/>
    <g fill="${p.pale}"><ellipse cx="88" cy="120" rx="5" ry="9" transform="rotate(-25 88 120)"/><ellipse cx="100" cy="116" rx="5" ry="9"/><ellipse cx="112" cy="120" rx="5" ry="9" transform="rotate(25 112 120)"/></g>
    <path d="M92 40 L84 26 M108 40 L116 26" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  tin: (p) => `
    <rect x="50" y="50" width="100" height="112" fill="${p.main}"/>
    <ellipse cx="100" cy="162" rx="50" ry="12" fill="${p.dark}"/>
    <rect x="50" y="78" width="100" height="52" fill="${WHITE}"/>
    <circle cx="100" cy="104" r="18" fill="${p.light}"/>
    <path d="M90 104 Q100 88 110 104 Q100 118 90 104 Z" fill="${p.main}"/>
    <ellipse cx="100" cy="50" rx="50" ry="12" fill="${STEEL}"/>
    <ellipse cx="100" cy="50" rx="42" ry="8" fill="#c9d1d8"/>`,
  oil: (p) => `
    <path d="M58 64 Q58 50 72 50 H118 L142 70 V160 Q142 172 130 172 H70 Q58 172 58 160 Z" fill="${p.main}" opacity="0.92"/>
    <path d="M58 96 H142 V160 Q142 172 130 172 H70 Q58 172 58 160 Z" fill="${p.dark}" opacity="0.5"/>
    <rect x="74" y="32" width="28" height="20" rx="4" fill="hsl(140,55%,35%)"/>
    <path d="M118 50 Q150 42 150 72 Q150 92 142 96" fill="none" stroke="${p.main}" stroke-width="9"/>
    <rect x="68" y="108" width="64" height="40" rx="6" fill="${WHITE}"/>
    <path d="M88 136 Q100 110 112 136 Z" fill="hsl(140,55%,40%)"/>`,
  packet: (p) => `
    <path d="M54 48 L62 36 H138 L146 48 V164 Q146 170 140 170 H60 Q54 170 54 164 Z" fill="${p.main}"/>
    <path d="M54 48 H146" stroke="${p.dark}" stroke-width="4"/>
    <path d="M62 36 L66 44 L70 36 L74 44 L78 36 L82 44 L86 36 L90 44 L94 36 L98 44 L102 36 L106 44 L110 36 L114 44 L118 36 L122 44 L126 36 L130 44 L134 36 L138 44" fill="none" stroke="${p.dark}" stroke-width="2"/>
    <circle cx="100" cy="108" r="30" fill="${WHITE}"/>
    <path d="M84 116 Q100 84 116 116 Z" fill="${p.light}"/>
    <circle cx="100" cy="100" r="6" fill="${p.dark}"/>
    <rect x="54" y="148" width="92" height="10" fill="${p.dark}"/>`,
  fish: (p) => `
    <path d="M30 100 Q60 60 120 70 Q150 76 160 100 Q150 124 120 130 Q60 140 30 100 Z" fill="${p.main}"/>
    <path d="M156 100 L182 74 Q176 100 182 126 Z" fill="${p.dark}"/>
    <path d="M40 100 Q90 92 150 100" fill="none" stroke="${p.dark}" stroke-width="3"/>
    <g stroke="${p.dark}" stroke-width="2" opacity="0.6" fill="none"><path d="M70 80 Q76 100 70 120 M92 76 Q98 100 92 124 M114 74 Q120 100 114 126"/></g>
    <circle cx="48" cy="94" r="5" fill="${p.ink}"/><circle cx="49" cy="93" r="1.6" fill="${WHITE}"/>
    <path d="M100 70 Q112 56 128 70" fill="${p.dark}"/>`,
  diapers: (p) => `
    <rect x="40" y="44" width="120" height="124" rx="14" fill="${p.main}"/>
    <rect x="84" y="52" width="32" height="12" rx="6" fill="${p.deep}"/>
    <path d="M40 122 Q100 100 160 122 V154 Q160 168 146 168 H54 Q40 168 40 154 Z" fill="${p.dark}"/>
    <circle cx="100" cy="102" r="24" fill="${WHITE}"/>
    <circle cx="92" cy="100" r="3" fill="${p.ink}"/><circle cx="108" cy="100" r="3" fill="${p.ink}"/>
    <path d="M92 110 Q100 116 108 110" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round"/>
    <g fill="${p.pale}"><circle cx="58" cy="140" r="4"/><circle cx="142" cy="140" r="4"/><circle cx="72" cy="152" r="3"/><circle cx="128" cy="152" r="3"/></g>`,
  jersey: (p) => `
    <path d="M72 32 Q100 46 128 32 L170 54 L156 92 L138 84 V170 H62 V84 L44 92 L30 54 Z" fill="${p.main}"/>
    <path d="M72 32 Q100 46 128 32 L138 36 Q100 60 62 36 Z" fill="${WHITE}"/>
    <path d="M62 84 V170 H78 V60 Z M138 84 V170 H122 V60 Z" fill="${p.dark}" opacity="0.5"/>
    <path d="M30 54 L44 92 L50 89 L36 51 Z M170 54 L156 92 L150 89 L164 51 Z" fill="${WHITE}"/>
    <path d="M112 70 h14 v12 q0 8 -7 11 q-7 -3 -7 -11 Z" fill="${WHITE}"/>
    <path d="M88 110 H112 M84 124 H116" stroke="${WHITE}" stroke-width="3" opacity="0.4"/>`,
  ball: () => `
    <circle cx="100" cy="100" r="68" fill="${WHITE}" stroke="#222" stroke-width="3"/>
    <path d="M100 76 L123 93 L114 120 H86 L77 93 Z" fill="#222"/>
    <g stroke="#222" stroke-width="3"><path d="M100 76 V46 M123 93 L152 84 M114 120 L131 145 M86 120 L69 145 M77 93 L48 84"/></g>
    <path d="M84 36 L100 46 L116 36 Q100 31 84 36 Z M146 64 L152 84 L166 90 Q162 72 146 64 Z M146 156 L131 145 L140 160 Q146 158 146 156 Z M54 156 L69 145 L60 160 Q54 158 54 156 Z M34 90 L48 84 L54 64 Q38 72 34 90 Z" fill="#222"/>
    <path d="M131 145 L114 162 Q122 160 131 145 Z M69 145 L86 162 Q78 160 69 145 Z" fill="#222"/>`,
  dumbbell: (p) => `
    <rect x="48" y="94" width="104" height="12" rx="4" fill="${STEEL}"/>
    <g fill="${p.main}"><rect x="30" y="60" width="22" height="80" rx="5"/><rect x="148" y="60" width="22" height="80" rx="5"/></g>
    <g fill="${p.dark}"><rect x="16" y="72" width="16" height="56" rx="4"/><rect x="168" y="72" width="16" height="56" rx="4"/></g>
    <g stroke="${STEEL_DARK}" stroke-width="2"><path d="M80 94 V106 M90 94 V106 M100 94 V106 M110 94 V106 M120 94 V106"/></g>`,
  rope: (p) => `
    <path d="M58 70 C40 150 100 190 100 150 C100 110 160 150 142 70" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round"/>
    <g fill="${p.dark}"><rect x="46" y="26" width="24" height="52" rx="10"/><rect x="130" y="26" width="24" height="52" rx="10"/></g>
    <rect x="134" y="36" width="16" height="12" rx="3" fill="${WHITE}"/>
    <path d="M137 42 h10" stroke="${p.ink}" stroke-width="2"/>`,
  car: (p) => `
    <path d="M26 130 V110 Q26 100 38 98 L62 94 L84 66 Q90 60 100 60 H132 Q142 60 148 70 L162 96 Q176 100 176 114 V130 Q176 136 170 136 H32 Q26 136 26 130 Z" fill="${p.main}"/>
    <path d="M92 70 H118 V94 H72 Z" fill="${GLASS}"/><path d="M124 70 H140 L152 94 H124 Z" fill="${GLASS}"/>
    <path d="M26 118 H176" stroke="${p.dark}" stroke-width="4"/>
    <g fill="${p.ink}"><circle cx="64" cy="138" r="20"/><circle cx="142" cy="138" r="20"/></g>
    <g fill="${STEEL}"><circle cx="64" cy="138" r="8"/><circle cx="142" cy="138" r="8"/></g>
    <rect x="164" y="104" width="10" height="8" rx="2" fill="hsl(48,95%,65%)"/>
    <path d="M150 60 V40" stroke="${p.ink}" stroke-width="3"/><circle cx="150" cy="38" r="4" fill="${p.dark}"/>`,
  blocks: () => `
    <rect x="34" y="118" width="52" height="52" rx="4" fill="hsl(4,75%,55%)"/>
    <rect x="92" y="118" width="52" height="52" rx="4" fill="hsl(210,75%,50%)"/>
    <rect x="62" y="62" width="52" height="52" rx="4" fill="hsl(45,95%,55%)"/>
    <path d="M120 112 L146 62 L172 112 Z" fill="hsl(145,55%,42%)"/>
    <g fill="${WHITE}" opacity="0.85"><circle cx="60" cy="144" r="10"/><rect x="108" y="134" width="20" height="20" rx="2"/><path d="M88 76 L100 98 H76 Z"/></g>`,
  pot: (p) => `
    <path d="M40 92 H160 V146 Q160 170 136 170 H64 Q40 170 40 146 Z" fill="${p.main}"/>
    <path d="M40 92 H160 V104 H40 Z" fill="${p.dark}"/>
    <g fill="${p.ink}"><rect x="18" y="100" width="26" height="12" rx="6"/><rect x="156" y="100" width="26" height="12" rx="6"/></g>
    <path d="M34 90 Q100 52 166 90 Z" fill="${p.dark}"/>
    <rect x="88" y="58" width="24" height="12" rx="6" fill="${p.ink}"/>
    <path d="M58 130 Q100 150 142 130" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.6"/>`,
  blender: (p) => `
    <path d="M70 30 H134 L126 124 H78 Z" fill="${GLASS}" stroke="${STEEL_DARK}" stroke-width="3"/>
    <path d="M74 80 H130 L126 124 H78 Z" fill="hsl(8,80%,55%)" opacity="0.85"/>
    <rect x="66" y="22" width="72" height="12" rx="4" fill="${p.ink}"/>
    <path d="M134 44 Q154 46 152 70 Q150 90 130 96" fill="none" stroke="${STEEL_DARK}" stroke-width="6"/>
    <path d="M60 124 H144 L150 170 H54 Z" fill="${p.main}" stroke="${STEEL_DARK}" stroke-width="3"/>
    <circle cx="102" cy="146" r="10" fill="${p.ink}"/><circle cx="102" cy="146" r="3" fill="${WHITE}"/>
    <g fill="${STEEL_DARK}"><circle cx="76" cy="146" r="4"/><circle cx="128" cy="146" r="4"/></g>`,
  mortar: (p) => `
    <path d="M128 112 L170 26" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>
    <path d="M36 86 H164 Q160 132 124 140 L128 162 H72 L76 140 Q40 132 36 86 Z" fill="${p.main}"/>
    <ellipse cx="100" cy="86" rx="64" ry="12" fill="${p.deep}"/>
    <path d="M64 162 H136 Q140 172 132 172 H68 Q60 172 64 162 Z" fill="${p.dark}"/>
    <g stroke="${p.dark}" stroke-width="2" fill="none" opacity="0.6"><path d="M54 104 Q100 116 146 104 M64 122 Q100 132 136 122"/></g>`,
  kettle: (p) => `
    <path d="M54 70 Q54 56 70 56 H130 Q146 56 146 70 L154 156 H46 Z" fill="${p.main}"/>
    <path d="M146 84 Q168 86 168 110 Q168 136 150 144" fill="none" stroke="${p.ink}" stroke-width="10"/>
    <path d="M54 80 L26 62 L30 56 L56 70 Z" fill="${p.main}"/>
    <rect x="40" y="154" width="120" height="14" rx="5" fill="${p.ink}"/>
    <rect x="82" y="44" width="36" height="14" rx="6" fill="${p.ink}"/>
    <rect x="108" y="92" width="12" height="44" rx="6" fill="${GLASS}" stroke="${STEEL_DARK}" stroke-width="2"/>
    <path d="M66 72 V140" stroke="${WHITE}" stroke-width="6" opacity="0.35" stroke-linecap="round"/>`,
  flask: (p) => `
    <path d="M56 64 Q56 56 64 56 H136 Q144 56 144 64 V158 Q144 170 132 170 H68 Q56 170 56 158 Z" fill="${p.main}"/>
    <rect x="50" y="40" width="100" height="22" rx="8" fill="${p.dark}"/>
    <path d="M80 40 Q100 18 120 40" fill="none" stroke="${p.ink}" stroke-width="6"/>
    <g fill="${p.pale}" opacity="0.9"><circle cx="80" cy="100" r="7"/><circle cx="100" cy="116" r="7"/><circle cx="120" cy="100" r="7"/><circle cx="80" cy="132" r="7"/><circle cx="120" cy="132" r="7"/></g>
    <rect x="56" y="150" width="88" height="8" fill="${p.dark}"/>`,
  lantern: (p) => `
    <path d="M76 40 Q100 8 124 40" fill="none" stroke="${p.ink}" stroke-width="6"/>
    <path d="M64 40 H136 L128 58 H72 Z" fill="${p.main}"/>
    <rect x="72" y="58" width="56" height="86" fill="hsl(50,100%,88%)"/>
    <circle cx="100" cy="100" r="20" fill="hsl(48,100%,62%)"/>
    <g stroke="${p.dark}" stroke-width="5"><path d="M72 58 V144 M128 58 V144"/></g>
    <path d="M64 144 H136 L142 166 H58 Z" fill="${p.main}"/>
    <rect x="86" y="152" width="28" height="6" rx="3" fill="${p.pale}"/>`,
  jar: (p) => `
    <rect x="46" y="72" width="108" height="94" rx="16" fill="${p.pale}" stroke="${p.dark}" stroke-width="3"/>
    <rect x="46" y="102" width="108" height="40" fill="${p.main}"/>
    <path d="M78 122 Q100 96 122 122 Q100 138 78 122 Z" fill="${p.pale}"/>
    <rect x="40" y="48" width="120" height="30" rx="8" fill="${p.dark}"/>
    <path d="M48 58 H152" stroke="${p.deep}" stroke-width="3" opacity="0.5"/>
    <path d="M56 86 V156" stroke="${WHITE}" stroke-width="6" opacity="0.6" stroke-linecap="round"/>`,
  soap: (p) => `
    <rect x="34" y="118" width="132" height="44" rx="14" fill="${p.dark}"/>
    <rect x="48" y="82" width="110" height="44" rx="14" fill="${p.main}"/>
    <rect x="60" y="48" width="92" height="42" rx="14" fill="${p.light}"/>
    <path d="M74 60 Q100 70 136 60" fill="none" stroke="${p.pale}" stroke-width="4" opacity="0.6" stroke-linecap="round"/>
    <g fill="${WHITE}" stroke="hsl(195,60%,80%)" stroke-width="2"><circle cx="46" cy="60" r="12"/><circle cx="32" cy="84" r="7"/><circle cx="170" cy="72" r="9"/></g>`,
  bottle: (p) => `
    <path d="M84 30 H116 V56 Q140 68 140 96 V158 Q140 172 126 172 H74 Q60 172 60 158 V96 Q60 68 84 56 Z" fill="${GLASS}" stroke="${STEEL_DARK}" stroke-width="2"/>
    <path d="M60 110 Q100 100 140 110 V158 Q140 172 126 172 H74 Q60 172 60 158 Z" fill="${p.pale}"/>
    <rect x="80" y="20" width="40" height="18" rx="5" fill="${p.dark}"/>
    <path d="M100 128 Q120 116 128 136 Q112 148 100 128 Z M100 128 Q80 116 72 136 Q88 148 100 128 Z" fill="${p.main}"/>`,
  lotion: (p) => `
    <path d="M100 22 V36 M100 22 H132 V30" fill="none" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
    <rect x="86" y="36" width="28" height="22" rx="4" fill="${p.ink}"/>
    <rect x="58" y="56" width="84" height="116" rx="20" fill="${p.main}"/>
    <rect x="70" y="92" width="60" height="52" rx="8" fill="${p.pale}"/>
    <circle cx="100" cy="118" r="13" fill="${p.light}"/>
    <path d="M70 66 V160" stroke="${WHITE}" stroke-width="5" opacity="0.4" stroke-linecap="round"/>`,
  dropper: (p) => `
    <path d="M86 22 Q100 10 114 22 V54 H86 Z" fill="${p.ink}"/>
    <rect x="80" y="52" width="40" height="16" rx="4" fill="${p.deep}"/>
    <rect x="62" y="66" width="76" height="104" rx="16" fill="${p.main}" opacity="0.9"/>
    <rect x="72" y="96" width="56" height="50" rx="6" fill="${p.pale}"/>
    <path d="M100 106 Q112 122 100 134 Q88 122 100 106 Z" fill="${p.dark}"/>`,
};

/** One illustration, scaled by `scale` and centred on (cx, cy) of the picture. */
function place(art: ArtKind, color: Hsl, cx: number, cy: number, scale: number): string {
  return `<g transform="translate(${cx - 100 * scale} ${cy - 100 * scale}) scale(${scale})">${ART[art](paletteOf(color))}</g>`;
}

/** Gives every pattern of a picture its own id, so a banner can show two fabrics. */
function uniqueIds(svg: string, suffix: string): string {
  return svg.replace(/id="([a-z]+)"/g, `id="$1-${suffix}"`).replace(/url\(#([a-z]+)\)/g, `url(#$1-${suffix})`);
}

/** A soft floor shadow under an item. */
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 7}" fill="rgba(40,30,20,0.12)"/>`;

/** The SVG of one picture at `width` × `height` pixels: a product, a category, a logo or a banner. */
export function demoPictureSvg(picture: DemoDrawing, width: number, height: number): Buffer {
  const side = Math.min(width, height);
  const [h] = picture.color;
  const hue = picture.hue ?? h;
  let body: string;
  switch (picture.kind) {
    case 'product':
    case 'category': {
      const scale = (side * (picture.kind === 'product' ? 0.72 : 0.78)) / 200;
      const background = picture.kind === 'product' ? hsl(hue, 35, 94) : hsl(hue, 45, 88);
      body = `<rect width="100%" height="100%" fill="${background}"/>
        <circle cx="${width * 0.5}" cy="${height * 0.47}" r="${side * 0.4}" fill="${hsl(hue, 45, picture.kind === 'product' ? 89 : 82)}"/>
        ${shadow(width / 2, height / 2 + side * 0.34, side * 0.28)}
        ${place(picture.art, picture.color, width / 2, height / 2, scale)}`;
      break;
    }
    case 'storeLogo': {
      body = `<rect width="100%" height="100%" fill="${hsl(hue, 50, 34)}"/>
        <circle cx="${width / 2}" cy="${height / 2}" r="${side * 0.4}" fill="${hsl(hue, 40, 93)}"/>
        ${place(picture.art, picture.color, width / 2, height / 2, (side * 0.6) / 200)}`;
      break;
    }
    case 'storeBanner': {
      const items = picture.scene ?? [{ art: picture.art, color: picture.color }];
      // The goods stand in a row on the right; the left stays quiet for the logo the page lays over it.
      const left = width * 0.3;
      const step = (width * 0.97 - left) / items.length;
      const r = Math.min(height * 0.36, step * 0.44);
      body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${hsl(hue, 50, 40)}"/><stop offset="1" stop-color="${hsl(hue + 20, 55, 26)}"/>
        </linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#sky)"/>
        <circle cx="${width * 0.1}" cy="${height * 0.1}" r="${height * 0.5}" fill="rgba(255,255,255,0.06)"/>
        <circle cx="${width * 0.95}" cy="${height * 1.05}" r="${height * 0.7}" fill="rgba(255,255,255,0.06)"/>
        ${items
          .map((item, i) => {
            const cx = left + step * (i + 0.5);
            const cy = height * 0.5;
            return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue, 35, 92)}"/>${uniqueIds(place(item.art, item.color, cx, cy, (r * 1.45) / 200), String(i))}`;
          })
          .join('')}`;
      break;
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  );
}
