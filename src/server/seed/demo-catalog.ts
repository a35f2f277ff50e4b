import type { Db } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { storeDemoImage } from './demo-images.ts';
import type { Storage } from '../uploads/storage.ts';
import { slugify } from '../../shared/slug.ts';
import { nairaToKobo } from '../../shared/money.ts';

type DemoProduct = { name: string; naira: number; stock: number; category: string; description: string };
type DemoStore = { name: string; description: string; hue: number; products: DemoProduct[] };

export const DEMO_CATEGORIES: { name: string; description: string; hue: number }[] = [
  { name: 'Phones & Tablets', description: 'Smartphones, tablets and accessories', hue: 210 },
  { name: 'Fashion', description: 'Ankara, aso-oke, shoes and bags', hue: 330 },
  { name: 'Groceries', description: 'Rice, garri, oil and pantry staples', hue: 40 },
  { name: 'Home & Kitchen', description: 'Pots, blenders and home essentials', hue: 20 },
  { name: 'Beauty', description: 'Shea butter, black soap and skincare', hue: 290 },
  { name: 'Electronics', description: 'TVs, solar and power banks', hue: 190 },
  { name: 'Baby & Kids', description: 'Clothing, toys and baby care', hue: 100 },
  { name: 'Sports', description: 'Jerseys, balls and fitness gear', hue: 140 },
];

const p = (name: string, naira: number, stock: number, category: string, description: string): DemoProduct => ({
  name,
  naira,
  stock,
  category,
  description,
});

export const DEMO_STORES: DemoStore[] = [
  {
    name: 'Ikeja Gadget Hub',
    description: 'Phones, power and gadgets from Computer Village, delivered across Nigeria.',
    hue: 205,
    products: [
      p('Tecno Spark 20 Pro', 189_000, 14, 'Phones & Tablets', '8GB RAM, 256GB storage, 5000mAh battery.'),
      p('Infinix Hot 40i', 139_500, 20, 'Phones & Tablets', 'Big screen, long battery life, dual SIM.'),
      p('Samsung Galaxy A15', 215_000, 9, 'Phones & Tablets', '6.5" Super AMOLED, 128GB.'),
      p('Apple iPhone 13 (UK used)', 520_000, 3, 'Phones & Tablets', 'Clean UK-used unit with 3 months warranty.'),
      p('Oraimo 20000mAh Power Bank', 21_500, 40, 'Electronics', 'Fast charging for NEPA-proof days.'),
      p('Solar Rechargeable Fan 16"', 48_000, 12, 'Electronics', 'Runs 8 hours on a full charge.'),
      p('Hisense 32" LED TV', 165_000, 0, 'Electronics', 'HD ready, USB movie playback.'),
      p('Itel Bluetooth Earbuds', 12_800, 35, 'Electronics', 'Clear calls and 20 hours of music.'),
      p('Lenovo Tab M10', 158_000, 6, 'Phones & Tablets', '10.1" tablet for school and work.'),
      p('Phone Screen Guard (pack of 3)', 2_500, 100, 'Phones & Tablets', 'Tempered glass for most models.'),
    ],
  },
  {
    name: 'Balogun Fabrics',
    description: 'Quality Ankara, lace and aso-oke straight from Balogun market.',
    hue: 335,
    products: [
      p('Ankara Print Fabric (6 yards)', 18_500, 50, 'Fashion', 'Vibrant 100% cotton wax print.'),
      p('Swiss Voile Lace (5 yards)', 65_000, 15, 'Fashion', 'Soft, breathable lace for owambe.'),
      p('Aso-Oke Gele and Ipele Set', 42_000, 10, 'Fashion', 'Hand-woven in Iseyin.'),
      p("Men's Senator Native Wear", 35_000, 18, 'Fashion', 'Tailored two-piece in cashmere.'),
      p('Adire Kaftan Dress', 27_500, 22, 'Fashion', 'Tie-dye adire from Abeokuta.'),
      p('Beaded Evening Clutch', 15_000, 0, 'Fashion', 'Hand-beaded, fits a phone and keys.'),
      p("Kids' Ankara Dress", 9_800, 25, 'Baby & Kids', 'Ages 3–8, cotton.'),
      p('Super Eagles Home Jersey', 14_500, 30, 'Sports', 'Breathable fan edition.'),
      p('Leather Palm Slippers', 11_000, 40, 'Fashion', 'Handmade, unisex.'),
      p('Agbada Three-piece Set', 85_000, 5, 'Fashion', 'Embroidered, made to order in 5 days.'),
    ],
  },
  {
    name: 'Mama Nkechi Provisions',
    description: 'Foodstuff and household provisions at market prices.',
    hue: 45,
    products: [
      p('Mama Gold Rice 50kg', 78_000, 25, 'Groceries', 'Long grain parboiled rice.'),
      p('Ijebu Garri 10kg', 12_500, 40, 'Groceries', 'Crisp, sour and dry.'),
      p('Kings Vegetable Oil 5L', 16_800, 30, 'Groceries', 'Cholesterol free.'),
      p('Honeywell Semovita 5kg', 9_200, 35, 'Groceries', 'Smooth swallow every time.'),
      p('Dried Stockfish (medium)', 22_000, 8, 'Groceries', 'Norwegian stockfish head and body.'),
      p('Ofada Rice 5kg', 11_500, 0, 'Groceries', 'Local, stone-free ofada.'),
      p('Peak Milk Powder 900g', 8_900, 45, 'Groceries', 'Tin of full cream milk.'),
      p('Dangote Sugar 1kg', 2_300, 80, 'Groceries', 'Granulated white sugar.'),
      p('Pampers Baby Dry Size 4', 15_600, 20, 'Baby & Kids', 'Pack of 46 diapers.'),
      p('Unripe Plantain Flour 1kg', 4_500, 28, 'Groceries', 'For amala and healthy swallow.'),
    ],
  },
  {
    name: 'Aba Leather Works',
    description: 'Made-in-Aba shoes, bags and home goods that last.',
    hue: 25,
    products: [
      p("Men's Leather Oxford Shoes", 38_000, 16, 'Fashion', 'Handmade in Aba, full grain leather.'),
      p('Leather Laptop Bag', 45_000, 7, 'Fashion', 'Fits 15" laptops, brass buckles.'),
      p('Non-stick Pot Set (5 pieces)', 52_000, 10, 'Home & Kitchen', 'Granite-coated, induction ready.'),
      p('Binatone Blender 1.5L', 36_500, 14, 'Home & Kitchen', 'Grinds pepper and egusi with ease.'),
      p('Pure Shea Butter 500g', 6_500, 60, 'Beauty', 'Unrefined, from Kwara.'),
      p('Dudu-Osun Black Soap (pack of 6)', 5_400, 50, 'Beauty', 'Natural soap with honey and shea.'),
      p('Football (size 5)', 9_000, 24, 'Sports', 'Stitched, match quality.'),
      p('Skipping Rope with Counter', 4_200, 0, 'Sports', 'Adjustable length.'),
      p('Wooden Mortar and Pestle', 18_000, 6, 'Home & Kitchen', 'For pounded yam the old way.'),
      p('Leather Sandals for Kids', 8_500, 19, 'Baby & Kids', 'Soft sole, sizes 24–34.'),
    ],
  },
];

/**
 * Seeds ~8 categories, 4 stores owned by `vendorId` and 40 products with the committed demo
 * pictures (see demo-images.ts; `hue` above is what scripts/demo-images.ts draws them with).
 */
export async function seedDemoCatalog(db: Db, storage: Storage, vendorId: string) {
  // The pictures are ready-made files: store them all at once, then write the rows.
  const [categoryImages, storeImages] = await Promise.all([
    Promise.all(DEMO_CATEGORIES.map((c) => storeDemoImage(storage, { kind: 'category', name: c.name }))),
    Promise.all(
      DEMO_STORES.map(async (s) => ({
        logoUrl: await storeDemoImage(storage, { kind: 'storeLogo', name: s.name }),
        bannerUrl: await storeDemoImage(storage, { kind: 'storeBanner', name: s.name }),
        productImages: await Promise.all(s.products.map((item) => storeDemoImage(storage, { kind: 'product', name: item.name }))),
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

  let productCount = 0;
  for (const [i, s] of DEMO_STORES.entries()) {
    const { logoUrl, bannerUrl, productImages } = storeImages[i]!;
    const [store] = await db
      .insert(stores)
      .values({ ownerId: vendorId, name: s.name, slug: slugify(s.name), description: s.description, logoUrl, bannerUrl })
      .returning({ id: stores.id });
    await db.insert(products).values(
      s.products.map((item, j) => ({
        storeId: store!.id,
        categoryId: categoryIds.get(item.category) ?? null,
        name: item.name,
        description: item.description,
        priceKobo: nairaToKobo(item.naira),
        stockQuantity: item.stock,
        images: [productImages[j]!],
        createdAt: new Date(Date.now() - (40 - productCount++) * 60_000),
      })),
    );
  }
  return { categories: DEMO_CATEGORIES.length, stores: DEMO_STORES.length, products: productCount };
}
