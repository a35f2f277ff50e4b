import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ShieldCheckIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { useHome } from '../api/get-home.ts';
import { categoryGridClasses } from '../components/home-layout.ts';

/** Spec §1. Kept here rather than in messages.ts: home ships in the entry chunk, the catalog's texts do not. */
const BRAND_TAGLINE = 'Shop like a pro';

const FEATURED_SECTION_ID = 'featured-products';

const HomeCategories = lazy(() => import('../components/home-catalog.tsx').then((m) => ({ default: m.HomeCategories })));
const HomeProducts = lazy(() => import('../components/home-catalog.tsx').then((m) => ({ default: m.HomeProducts })));

/**
 * Home (spec §2): hero, the three promises, up to 6 categories and the 8 newest products. The
 * first screen is text only. The catalog sections are below it: their data is asked for at once,
 * their code (cards, tiles) loads in parallel as its own chunk, and every image in them is lazy.
 */
export function HomePage() {
  return (
    <>
      <title>Oja — Shop like a pro</title>
      <Hero />
      <Features />
      <HomeCatalog />
    </>
  );
}

function HomeCatalog() {
  const home = useHome();
  const loading = home.isPending;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
      <section aria-labelledby="categories-heading" aria-busy={loading || undefined}>
        <h2 id="categories-heading" className="mb-4 text-xl font-bold text-stone-900 sm:text-2xl">
          Shop by Category
        </h2>
        <Suspense fallback={<CategoryTilesSkeleton />}>
          {loading ? <CategoryTilesSkeleton /> : <HomeCategories query={home} />}
        </Suspense>
      </section>
      <section id={FEATURED_SECTION_ID} aria-labelledby="featured-heading" aria-busy={loading || undefined}>
        <h2 id="featured-heading" className="mb-4 text-xl font-bold text-stone-900 sm:text-2xl">
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
        <li key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-stone-100" />
          <div className="m-3 h-4 w-2/3 animate-pulse rounded bg-stone-100" />
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
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Oja marketplace</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">{BRAND_TAGLINE}</h1>
        <p className="mt-4 max-w-xl text-lg text-emerald-50">
          One market for Nigeria&apos;s best sellers. Discover products from verified vendors, pay the way you like and follow
          every order to your door — all priced in naira.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={{ hash: FEATURED_SECTION_ID }} size="lg" variant="accent">
            Start Shopping
          </ButtonLink>
          {!isPending && <SecondaryCta role={user?.role} />}
        </div>
      </div>
    </section>
  );
}

function SecondaryCta({ role }: { role: string | undefined }) {
  if (!role) {
    return (
      <ButtonLink to={paths.signUp.href()} size="lg" variant="outlineOnDark">
        Create an Account
      </ButtonLink>
    );
  }
  if (role === 'customer') {
    return (
      <ButtonLink to={paths.upgradeVendor.href()} size="lg" variant="outlineOnDark">
        Sell on Oja
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={paths.dashboard.href()} size="lg" variant="outlineOnDark">
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
      <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <p className="mt-1 text-sm text-stone-600">{children}</p>
      </div>
    </li>
  );
}
