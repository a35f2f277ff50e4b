import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { StoreIcon } from '../../components/ui/icons.tsx';
import { initialOf } from '../../lib/initials.ts';

/** Box, drawn width (for the browser to pick an image width) and fallback icon size of each size. */
const sizes = {
  sm: { box: 'size-12', drawn: '48px', px: 48, icon: 20 },
  md: { box: 'size-16', drawn: '64px', px: 64, icon: 28 },
  lg: { box: 'size-20 sm:size-24', drawn: '96px', px: 96, icon: 32 },
  xl: { box: 'size-20 sm:size-28', drawn: '(min-width: 640px) 112px, 80px', px: 112, icon: 36 },
} as const;

type StoreLogoProps = {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof sizes;
  /**
   * 'square' where stores are managed (vendor and admin lists): without a logo, the store's
   * initial. 'round' where shoppers meet a store (search, the store's page): without a logo,
   * the store icon.
   */
  shape?: 'square' | 'round';
  /** More classes for the logo's box, e.g. a ring or its placement over a banner. */
  className?: string;
  /** Decorative by default: the store's name is beside it. */
  alt?: string;
  priority?: boolean;
};

/** A store's logo, or a stand-in when it has none. */
export function StoreLogo({
  name,
  logoUrl,
  size = 'md',
  shape = 'square',
  className = '',
  alt = '',
  priority = false,
}: StoreLogoProps) {
  const { box, drawn, px, icon } = sizes[size];
  const logo = (src: string, imageClassName: string) => (
    <ResponsiveImage
      src={src}
      kind="storeLogo"
      sizes={drawn}
      width={px}
      height={px}
      priority={priority}
      alt={alt}
      className={imageClassName}
    />
  );

  if (shape === 'round') {
    return (
      <span className={`block ${box} shrink-0 overflow-hidden rounded-full ${className}`}>
        {logoUrl ? (
          logo(logoUrl, 'size-full object-cover')
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center bg-emerald-50 text-emerald-700">
            <StoreIcon size={icon} />
          </span>
        )}
      </span>
    );
  }
  if (logoUrl)
    return logo(logoUrl, `${box} shrink-0 rounded-xl border border-stone-200 bg-white object-cover ${className}`);
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-xl bg-emerald-100 text-xl font-bold text-emerald-800 ${className}`}
    >
      {initialOf(name)}
    </span>
  );
}
