import { ResponsiveImage } from './responsive-image.tsx';

const sizes = { sm: { box: 'size-12', px: 48 }, md: { box: 'size-16', px: 64 }, lg: { box: 'size-20 sm:size-24', px: 96 } } as const;

/** A store's logo, or its first letter on a tinted square when it has none. Decorative: the name is beside it. */
export function StoreLogo({ name, logoUrl, size = 'md', priority = false }: { name: string; logoUrl: string | null; size?: keyof typeof sizes; priority?: boolean }) {
  const { box, px } = sizes[size];
  if (logoUrl) {
    return (
      <ResponsiveImage
        src={logoUrl}
        kind="storeLogo"
        sizes={`${px}px`}
        width={px}
        height={px}
        priority={priority}
        alt=""
        className={`${box} shrink-0 rounded-xl border border-stone-200 bg-white object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} grid shrink-0 place-items-center rounded-xl bg-emerald-100 text-xl font-bold text-emerald-800`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
