import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { storeCatalogImage } from '../uploads/image.ts';
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

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** A simple, pleasant picture drawn locally (no network): a gradient, a shape and the item's name. */
export async function demoImage(label: string, hue: number, width: number, height: number): Promise<Buffer> {
  const words = label.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const fontSize = Math.round(Math.min(width, height) / 11);
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="50%" y="${62 + i * 12}%" font-size="${fontSize}" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif" font-weight="bold">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="50%" cy="34%" r="${Math.min(width, height) / 6}" fill="rgba(255,255,255,0.25)"/>
    <rect x="${width / 2 - Math.min(width, height) / 12}" y="${height * 0.34 - Math.min(width, height) / 12}" width="${Math.min(width, height) / 6}" height="${Math.min(width, height) / 6}" rx="12" fill="rgba(255,255,255,0.6)"/>
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seeds ~8 categories, 4 stores owned by `vendorId` and 40 products with generated images. */
export async function seedDemoCatalog(db: Db, storage: Storage, vendorId: string) {
  const categoryIds = new Map<string, string>();
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    const imageUrl = await storeCatalogImage(storage, 'categories', await demoImage(c.name, c.hue, 800, 600), 'category');
    const [row] = await db
      .insert(categories)
      .values({ name: c.name, slug: slugify(c.name), description: c.description, imageUrl, createdAt: new Date(Date.now() - (DEMO_CATEGORIES.length - i) * 60_000) })
      .returning({ id: categories.id });
    categoryIds.set(c.name, row!.id);
  }
  let productCount = 0;
  for (const s of DEMO_STORES) {
    const logoUrl = await storeCatalogImage(storage, 'store-logos', await demoImage(s.name.split(' ')[0]!, s.hue, 320, 320), 'storeLogo');
    const bannerUrl = await storeCatalogImage(storage, 'store-banners', await demoImage(s.name, s.hue, 1600, 500), 'storeBanner');
    const [store] = await db
      .insert(stores)
      .values({ ownerId: vendorId, name: s.name, slug: slugify(s.name), description: s.description, logoUrl, bannerUrl })
      .returning({ id: stores.id });
    for (const item of s.products) {
      const image = await storeCatalogImage(storage, 'products', await demoImage(item.name, s.hue + productCount * 7, 1000, 1000), 'product');
      await db.insert(products).values({
        storeId: store!.id,
        categoryId: categoryIds.get(item.category) ?? null,
        name: item.name,
        description: item.description,
        priceKobo: nairaToKobo(item.naira),
        stockQuantity: item.stock,
        images: [image],
        createdAt: new Date(Date.now() - (40 - productCount) * 60_000),
      });
      productCount++;
    }
  }
  return { categories: DEMO_CATEGORIES.length, stores: DEMO_STORES.length, products: productCount };
}
