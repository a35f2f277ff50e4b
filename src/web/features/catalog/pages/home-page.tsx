import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ShieldCheckIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { useHome } from '../api/get-home.ts';
import { categoryGridClasses } from '../components/home-layout.ts';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/** The home page's tagline and promises (docs/product.md#home). Kept here rather than in messages.ts: home ships in the entry chunk, the catalog's texts do not. */
const BRAND_TAGLINE = 'Shop like a pro';

const FEATURED_SECTION_ID = 'featured-products';

const HomeCategories = lazy(() =>
  import('../components/home-catalog.tsx').then((m) => ({ default: m.HomeCategories })),
);
const HomeProducts = lazy(() => import('../components/home-catalog.tsx').then((m) => ({ default: m.HomeProducts })));

/**
 * Home (docs/product.md#home): hero, the three promises, up to 6 categories and the 8 newest products. The
 * catalog's data is asked for at once, its code (cards, tiles) loads in parallel as its own chunk,
 * and every image in it is lazy. On a phone the hero is short, the categories are chips and the
 * promises come after the products, so goods are on the first screen (360 × 740).
 */
export function HomePage() {
  return (
    <div className="flex flex-col">
      <title>Oja — Shop like a pro</title>
      <Hero />
      <div className="order-last sm:order-none">
        <Features />
      </div>
      <HomeCatalog />
    </div>
  );
}

function HomeCatalog() {
  const home = useHome();
  const loading = home.isPending;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 pb-10 pt-5 sm:space-y-12 sm:px-6 sm:py-12">
      <section aria-labelledby="categories-heading" aria-busy={loading || undefined}>
        <h2 id="categories-heading" className="mb-3 text-xl font-bold text-stone-900 sm:mb-4 sm:text-2xl">
          Shop by Category
        </h2>
        <Suspense fallback={<CategoryTilesSkeleton />}>
          {loading ? <CategoryTilesSkeleton /> : <HomeCategories query={home} />}
        </Suspense>
      </section>
      <section id={FEATURED_SECTION_ID} aria-labelledby="featured-heading" aria-busy={loading || undefined}>
        <h2 id="featured-heading" className="mb-3 text-xl font-bold text-stone-900 sm:mb-4 sm:text-2xl">
          Featured Products
        </h2>
        <Suspense fallback={<ProductGridSkeleton count={8} />}>
          {loading ? <ProductGridSkeleton count={8} /> : <HomeProducts query={home} />}
        </Suspense>
      </section>
    </div>
  );
}

function CategoryTilesSkeleton() {
  return (
    <ul aria-hidden="true" className={categoryGridClasses}>
      {Array.from({ length: 6 }, (_, i) => (
        <li
          key={i}
          className="flex h-11 w-32 shrink-0 items-center gap-2 rounded-full border border-stone-200 bg-white pl-1 sm:block sm:h-auto sm:w-auto sm:overflow-hidden sm:rounded-xl sm:pl-0"
        >
          <div
            className={`size-9 shrink-0 rounded-full sm:aspect-[4/3] sm:size-auto sm:rounded-none ${skeletonBlock}`}
          />
          <div className={`h-4 w-16 rounded sm:m-3 sm:w-2/3 ${skeletonBlock}`} />
        </li>
      ))}
    </ul>
  );
}

function Hero() {
  const { user, isPending } = useSession();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-700 to-emerald-600 text-white">
      {/* Ankara-like dots: decoration only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,white_1.5px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-20">
        <p className="hidden text-sm font-semibold uppercase tracking-widest text-amber-300 sm:block">
          Oja marketplace
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:mt-3 sm:text-6xl">{BRAND_TAGLINE}</h1>
        {/* On a phone one line says it; the goods right below say the rest. */}
        <p className="mt-1 text-emerald-50 sm:hidden">Verified sellers, priced in naira.</p>
        <p className="mt-4 hidden max-w-xl text-lg text-emerald-50 sm:block">
          One market for Nigeria&apos;s best sellers. Discover products from verified vendors, pay the way you like and
          follow every order to your door — all priced in naira.
        </p>
        {/* The row keeps a button's height while the session loads, so the page does not move when it appears. */}
        <div className="mt-3 flex min-h-11 flex-wrap gap-3 sm:mt-8 sm:min-h-12">
          {/* On a phone the products are already on the screen, just below. */}
          <div className="hidden sm:block">
            <ButtonLink to={{ hash: FEATURED_SECTION_ID }} size="lg" variant="accent">
              Start Shopping
            </ButtonLink>
          </div>
          {!isPending && <SecondaryCta role={user?.role} />}
        </div>
      </div>
    </section>
  );
}

function SecondaryCta({ role }: { role: string | undefined }) {
  if (!role) {
    return (
      <ButtonLink to={paths.signUp.href()} size="lg" variant="outlineOnDark" className="h-11 sm:h-12">
        Create an Account
      </ButtonLink>
    );
  }
  if (role === 'customer') {
    return (
      <ButtonLink to={paths.upgradeVendor.href()} size="lg" variant="outlineOnDark" className="h-11 sm:h-12">
        Sell on Oja
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={paths.dashboard.href()} size="lg" variant="outlineOnDark" className="h-11 sm:h-12">
      Go to Dashboard
    </ButtonLink>
  );
}

function Features() {
  return (
    <section aria-labelledby="promises-heading" className="border-b border-stone-200 bg-white">
      <h2 id="promises-heading" className="sr-only">
        Why shop on Oja
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <Feature icon={<ShieldCheckIcon size={24} />} title="Verified sellers">
          Every store is run by a vendor our team has checked, so you know who you are buying from.
        </Feature>
        <Feature icon={<WalletIcon size={24} />} title="Multiple payment options">
          Pay by card, bank transfer or USSD, or settle your order over WhatsApp.
        </Feature>
        <Feature icon={<TruckIcon size={24} />} title="Real-time order tracking">
          Follow each order from confirmation to delivery, step by step.
        </Feature>
      </ul>
    </section>
  );
}

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <p className="mt-1 text-sm text-stone-600">{children}</p>
      </div>
    </li>
  );
}
