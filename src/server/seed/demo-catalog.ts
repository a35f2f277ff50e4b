import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, products, productVariants, stores } from '../db/schema.ts';
import { combinations, variantLabel, type ProductOption } from '../../shared/variants.ts';
import { storeDemoImage } from './demo-images.ts';
import type { ArtKind } from './demo-art.ts';
import type { Storage } from '../uploads/storage.ts';
import { slugify } from '../../shared/slug.ts';
import { nairaToKobo } from '../../shared/money.ts';

/** A colour as hue (0–360), saturation and lightness (%): the pictures derive their shades from it. */
export type Hsl = readonly [hue: number, saturation: number, lightness: number];
type DemoProduct = {
  name: string;
  naira: number;
  stock: number;
  category: string;
  description: string;
  art: ArtKind;
  color: Hsl;
};
/** `emblem` is drawn on the store's logo; `hue` colours its logo and banner. */
type DemoStore = { name: string; description: string; hue: number; emblem: ArtKind; products: DemoProduct[] };

export const DEMO_CATEGORIES: { name: string; description: string; hue: number; art: ArtKind; color: Hsl }[] = [
  {
    name: 'Phones & Tablets',
    description: 'Smartphones, tablets and accessories',
    hue: 210,
    art: 'phone',
    color: [222, 47, 28],
  },
  { name: 'Fashion', description: 'Ankara, aso-oke, shoes and bags', hue: 330, art: 'dress', color: [330, 70, 45] },
  { name: 'Groceries', description: 'Rice, garri, oil and pantry staples', hue: 40, art: 'sack', color: [38, 55, 60] },
  {
    name: 'Home & Kitchen',
    description: 'Pots, blenders and home essentials',
    hue: 20,
    art: 'pot',
    color: [4, 70, 45],
  },
  { name: 'Beauty', description: 'Shea butter, black soap and skincare', hue: 290, art: 'jar', color: [35, 60, 55] },
  { name: 'Electronics', description: 'TVs, solar and power banks', hue: 190, art: 'tv', color: [200, 15, 20] },
  { name: 'Baby & Kids', description: 'Clothing, toys and baby care', hue: 100, art: 'car', color: [0, 75, 50] },
  { name: 'Sports', description: 'Jerseys, balls and fitness gear', hue: 140, art: 'ball', color: [0, 0, 96] },
];

const p = (
  name: string,
  naira: number,
  stock: number,
  category: string,
  description: string,
  art: ArtKind,
  color: Hsl,
): DemoProduct => ({
  name,
  naira,
  stock,
  category,
  description,
  art,
  color,
});

/**
 * Each store sells what its name says, in one or two categories. The first product of every store
 * is the newest (see seedDemoCatalog), so the home page's featured products come from all of them.
 */
export const DEMO_STORES: DemoStore[] = [
  {
    name: 'Ikeja Gadget Hub',
    description: 'Phones, power and gadgets from Computer Village, delivered across Nigeria.',
    hue: 205,
    emblem: 'phone',
    products: [
      p(
        'Tecno Spark 20 Pro',
        189_000,
        14,
        'Phones & Tablets',
        '8GB RAM, 256GB storage, 5000mAh battery.',
        'phone',
        [222, 47, 28],
      ),
      p(
        'Oraimo 20000mAh Power Bank',
        21_500,
        40,
        'Electronics',
        'Fast charging for NEPA-proof days.',
        'powerbank',
        [145, 63, 38],
      ),
      p('Samsung Galaxy A15', 215_000, 9, 'Phones & Tablets', '6.5" Super AMOLED, 128GB.', 'phone', [190, 60, 32]),
      p('Hisense 32" LED TV', 165_000, 0, 'Electronics', 'HD ready, USB movie playback.', 'tv', [215, 20, 18]),
      p(
        'Infinix Hot 40i',
        139_500,
        20,
        'Phones & Tablets',
        'Big screen, long battery life, dual SIM.',
        'phone',
        [265, 55, 40],
      ),
      p(
        'Itel Bluetooth Earbuds',
        12_800,
        35,
        'Electronics',
        'Clear calls and 20 hours of music.',
        'earbuds',
        [210, 15, 92],
      ),
      p(
        'Apple iPhone 13 (UK used)',
        520_000,
        3,
        'Phones & Tablets',
        'Clean UK-used unit with 3 months warranty.',
        'phone',
        [345, 65, 45],
      ),
      p(
        'Solar Rechargeable Fan 16"',
        48_000,
        12,
        'Electronics',
        'Runs 8 hours on a full charge.',
        'fan',
        [200, 70, 45],
      ),
      p('Lenovo Tab M10', 158_000, 6, 'Phones & Tablets', '10.1" tablet for school and work.', 'tablet', [220, 12, 35]),
    ],
  },
  {
    name: 'Balogun Fabrics',
    description: 'Quality Ankara, lace and aso-oke, and native wear sewn from them, straight from Balogun market.',
    hue: 335,
    emblem: 'fabric',
    products: [
      p(
        'Ankara Print Fabric (6 yards)',
        18_500,
        50,
        'Fashion',
        'Vibrant 100% cotton wax print.',
        'fabric',
        [24, 85, 50],
      ),
      p('Adire Kaftan Dress', 27_500, 22, 'Fashion', 'Tie-dye adire from Abeokuta.', 'dress', [225, 60, 35]),
      p('Swiss Voile Lace (5 yards)', 65_000, 15, 'Fashion', 'Soft, breathable lace for owambe.', 'lace', [45, 40, 85]),
      p('Aso-Oke Gele and Ipele Set', 42_000, 10, 'Fashion', 'Hand-woven in Iseyin.', 'fabric', [330, 60, 40]),
      p("Men's Senator Native Wear", 35_000, 18, 'Fashion', 'Tailored two-piece in cashmere.', 'tunic', [160, 40, 25]),
      p('Beaded Evening Clutch', 15_000, 0, 'Fashion', 'Hand-beaded, fits a phone and keys.', 'clutch', [45, 80, 50]),
      p("Kids' Ankara Dress", 9_800, 25, 'Baby & Kids', 'Ages 3–8, cotton.', 'dress', [300, 55, 50]),
      p(
        'Agbada Three-piece Set',
        85_000,
        5,
        'Fashion',
        'Embroidered, made to order in 5 days.',
        'tunic',
        [200, 45, 45],
      ),
    ],
  },
  {
    name: 'Mama Nkechi Provisions',
    description: 'Foodstuff and household provisions at market prices.',
    hue: 45,
    emblem: 'sack',
    products: [
      p('Mama Gold Rice 50kg', 78_000, 25, 'Groceries', 'Long grain parboiled rice.', 'sack', [38, 55, 60]),
      p('Peak Milk Powder 900g', 8_900, 45, 'Groceries', 'Tin of full cream milk.', 'tin', [215, 70, 40]),
      p('Kings Vegetable Oil 5L', 16_800, 30, 'Groceries', 'Cholesterol free.', 'oil', [48, 90, 55]),
      p('Ijebu Garri 10kg', 12_500, 40, 'Groceries', 'Crisp, sour and dry.', 'sack', [50, 35, 85]),
      p('Honeywell Semovita 5kg', 9_200, 35, 'Groceries', 'Smooth swallow every time.', 'packet', [5, 70, 48]),
      p('Dried Stockfish (medium)', 22_000, 8, 'Groceries', 'Norwegian stockfish head and body.', 'fish', [35, 30, 62]),
      p('Dangote Sugar 1kg', 2_300, 80, 'Groceries', 'Granulated white sugar.', 'packet', [140, 55, 35]),
      p('Ofada Rice 5kg', 11_500, 0, 'Groceries', 'Local, stone-free ofada.', 'sack', [25, 45, 45]),
      p('Pampers Baby Dry Size 4', 15_600, 20, 'Baby & Kids', 'Pack of 46 diapers.', 'diapers', [175, 55, 45]),
      p('Unripe Plantain Flour 1kg', 4_500, 28, 'Groceries', 'For amala and healthy swallow.', 'packet', [95, 40, 40]),
    ],
  },
  {
    name: 'Aba Leather Works',
    description: 'Made-in-Aba leather shoes, sandals, bags and belts that last.',
    hue: 25,
    emblem: 'shoe',
    products: [
      p(
        "Men's Leather Oxford Shoes",
        38_000,
        16,
        'Fashion',
        'Handmade in Aba, full grain leather.',
        'shoe',
        [20, 55, 22],
      ),
      p('Leather Laptop Bag', 45_000, 7, 'Fashion', 'Fits 15" laptops, brass buckles.', 'bag', [25, 50, 35]),
      p('Leather Palm Slippers', 11_000, 40, 'Fashion', 'Handmade, unisex.', 'slipper', [30, 55, 40]),
      p(
        "Ladies' Leather Handbag",
        32_000,
        9,
        'Fashion',
        'Structured tote with an inner zip pocket.',
        'handbag',
        [355, 50, 38],
      ),
      p('Leather Sandals for Kids', 8_500, 19, 'Baby & Kids', 'Soft sole, sizes 24–34.', 'sandal', [28, 60, 45]),
      p('Leather Belt with Brass Buckle', 7_500, 0, 'Fashion', 'Full grain, cut to your size.', 'belt', [20, 45, 18]),
      p('Leather Wallet', 6_000, 30, 'Fashion', 'Eight card slots and a coin pouch.', 'wallet', [15, 45, 28]),
    ],
  },
  {
    name: 'Surulere Sports & Toys',
    description: 'Jerseys, balls, fitness gear and toys for the whole family.',
    hue: 140,
    emblem: 'ball',
    products: [
      p('Super Eagles Home Jersey', 14_500, 30, 'Sports', 'Breathable fan edition.', 'jersey', [145, 70, 32]),
      p('Remote Control Toy Car', 16_500, 12, 'Baby & Kids', 'Rechargeable, for ages 5 and up.', 'car', [0, 75, 50]),
      p('Football (size 5)', 9_000, 24, 'Sports', 'Stitched, match quality.', 'ball', [0, 0, 96]),
      p(
        'Adjustable Dumbbells (2 × 5kg)',
        19_000,
        8,
        'Sports',
        'Chrome bar, cast iron plates.',
        'dumbbell',
        [220, 10, 25],
      ),
      p(
        'Wooden Building Blocks (50 pieces)',
        7_800,
        15,
        'Baby & Kids',
        'Painted with child-safe colours.',
        'blocks',
        [45, 90, 55],
      ),
      p('Skipping Rope with Counter', 4_200, 0, 'Sports', 'Adjustable length.', 'rope', [200, 80, 45]),
    ],
  },
  {
    name: 'Wuse Home & Kitchen',
    description: 'Pots, blenders and everything for a Nigerian kitchen, from Wuse market in Abuja.',
    hue: 12,
    emblem: 'pot',
    products: [
      p(
        'Non-stick Pot Set (5 pieces)',
        52_000,
        10,
        'Home & Kitchen',
        'Granite-coated, induction ready.',
        'pot',
        [4, 70, 45],
      ),
      p(
        'Binatone Blender 1.5L',
        36_500,
        14,
        'Home & Kitchen',
        'Grinds pepper and egusi with ease.',
        'blender',
        [0, 0, 92],
      ),
      p(
        'Wooden Mortar and Pestle',
        18_000,
        6,
        'Home & Kitchen',
        'For pounded yam the old way.',
        'mortar',
        [28, 50, 40],
      ),
      p(
        'Electric Kettle 1.7L',
        14_000,
        20,
        'Home & Kitchen',
        'Boils in three minutes, switches itself off.',
        'kettle',
        [200, 10, 75],
      ),
      p('Food Flask 3.5L', 11_500, 0, 'Home & Kitchen', 'Keeps jollof hot for hours.', 'flask', [355, 65, 45]),
      p(
        'Rechargeable LED Lantern',
        9_500,
        25,
        'Home & Kitchen',
        'Bright white light for 12 hours.',
        'lantern',
        [150, 45, 30],
      ),
    ],
  },
  {
    name: 'Ilorin Shea Naturals',
    description: 'Shea butter, black soap and natural skincare made in Kwara.',
    hue: 290,
    emblem: 'jar',
    products: [
      p('Pure Shea Butter 500g', 6_500, 60, 'Beauty', 'Unrefined, from Kwara.', 'jar', [35, 60, 55]),
      p(
        'Dudu-Osun Black Soap (pack of 6)',
        5_400,
        50,
        'Beauty',
        'Natural soap with honey and shea.',
        'soap',
        [25, 35, 18],
      ),
      p('Virgin Coconut Oil 250ml', 4_800, 0, 'Beauty', 'Cold pressed, for skin and hair.', 'bottle', [80, 40, 50]),
      p(
        'Shea Body Lotion 400ml',
        5_900,
        30,
        'Beauty',
        'Light, fast-absorbing, with vitamin E.',
        'lotion',
        [300, 35, 55],
      ),
      p('Chebe Hair Oil 100ml', 4_500, 22, 'Beauty', 'For strong, moisturised hair.', 'dropper', [25, 70, 40]),
    ],
  },
];

/**
 * Seeds 8 categories, 7 stores owned by `vendorId` and their products with the committed demo
 * pictures (see demo-images.ts; demo-art.ts draws them from `art`, `color`, `hue` and `emblem`).
 * Products are dated round the stores, first products first: the newest of all are each store's
 * first product, so the home page features every store.
 */
export async function seedDemoCatalog(db: Db, storage: Storage, vendorId: string) {
  // The pictures are ready-made files: store them all at once, then write the rows.
  const [categoryImages, storeImages] = await Promise.all([
    Promise.all(DEMO_CATEGORIES.map((c) => storeDemoImage(storage, { kind: 'category', name: c.name }))),
    Promise.all(
      DEMO_STORES.map(async (s) => ({
        logoUrl: await storeDemoImage(storage, { kind: 'storeLogo', name: s.name }),
        bannerUrl: await storeDemoImage(storage, { kind: 'storeBanner', name: s.name }),
        productImages: await Promise.all(
          s.products.map((item) => storeDemoImage(storage, { kind: 'product', name: item.name })),
        ),
      })),
    ),
  ]);

  const categoryRows = await db
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: slugify(c.name),
        description: c.description,
        imageUrl: categoryImages[i]!,
        createdAt: new Date(Date.now() - (DEMO_CATEGORIES.length - i) * 60_000),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

  const productCount = DEMO_STORES.reduce((n, s) => n + s.products.length, 0);
  const longest = Math.max(...DEMO_STORES.map((s) => s.products.length));
  /** Minutes before now: product j of store i comes after product j of every earlier store. */
  const ageOf = (storeIndex: number, productIndex: number) => 1 + productIndex * DEMO_STORES.length + storeIndex;
  for (const [i, s] of DEMO_STORES.entries()) {
    const { logoUrl, bannerUrl, productImages } = storeImages[i]!;
    const [store] = await db
      .insert(stores)
      .values({
        ownerId: vendorId,
        name: s.name,
        slug: slugify(s.name),
        description: s.description,
        logoUrl,
        bannerUrl,
        createdAt: new Date(Date.now() - (longest + 1) * DEMO_STORES.length * 60_000 + i * 60_000),
      })
      .returning({ id: stores.id });
    const inserted = await db
      .insert(products)
      .values(
        s.products.map((item, j) => ({
          storeId: store!.id,
          categoryId: categoryIds.get(item.category) ?? null,
          name: item.name,
          description: item.description,
          priceKobo: nairaToKobo(item.naira),
          stockQuantity: item.stock,
          images: [productImages[j]!],
          createdAt: new Date(Date.now() - ageOf(i, j) * 60_000),
        })),
      )
      .returning({ id: products.id, name: products.name, priceKobo: products.priceKobo });
    for (const product of inserted) {
      const variants = DEMO_VARIANTS[product.name];
      if (variants) await seedVariants(db, product, variants);
    }
  }
  return { categories: DEMO_CATEGORIES.length, stores: DEMO_STORES.length, products: productCount };
}

/**
 * Sizes and colours on two demo products (docs/product.md#variants), so the demo shows the choice:
 * a sold-out combination to see crossed out, and a dearer size to see "from ₦X".
 */
const DEMO_VARIANTS: Record<
  string,
  { options: ProductOption[]; stock: (values: string[]) => number; extraNaira?: (values: string[]) => number }
> = {
  'Adire Kaftan Dress': {
    options: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Colour', values: ['Indigo', 'Rust'] },
    ],
    stock: ([size, colour]) => (size === 'S' && colour === 'Rust' ? 0 : 3),
    extraNaira: ([size]) => (size === 'XL' ? 2_500 : 0),
  },
  "Men's Senator Native Wear": {
    options: [{ name: 'Size', values: ['M', 'L', 'XL', 'XXL'] }],
    stock: ([size]) => (size === 'XXL' ? 0 : 4),
  },
};

async function seedVariants(db: Db, product: { id: string; priceKobo: number }, spec: (typeof DEMO_VARIANTS)[string]) {
  const rows = combinations(spec.options).map((values, position) => {
    const extra = spec.extraNaira?.(values) ?? 0;
    return {
      productId: product.id,
      values,
      label: variantLabel(spec.options, values),
      stockQuantity: spec.stock(values),
      priceKobo: extra === 0 ? null : product.priceKobo + nairaToKobo(extra),
      position,
    };
  });
  await db.insert(productVariants).values(rows);
  const prices = rows.map((r) => r.priceKobo ?? product.priceKobo);
  await db
    .update(products)
    .set({
      options: spec.options,
      stockQuantity: rows.reduce((sum, r) => sum + r.stockQuantity, 0),
      variantMinPriceKobo: Math.min(...prices),
      variantMaxPriceKobo: Math.max(...prices),
    })
    .where(eq(products.id, product.id));
}
