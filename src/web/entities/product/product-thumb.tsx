import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../components/ui/image-placeholder.tsx';

/** A product's first image as a square thumbnail, or the placeholder; decorative, the name sits beside it. */
export function ProductThumb({
  name,
  images,
  px = 64,
  className = 'size-16',
}: {
  name: string;
  images: readonly string[];
  px?: number;
  className?: string;
}) {
  const first = images[0];
  if (!first) return <ImagePlaceholder label={`No image for ${name}`} className={`${className} shrink-0 rounded-lg`} />;
  return (
    <ResponsiveImage
      src={first}
      kind="product"
      sizes={`${px}px`}
      width={px}
      height={px}
      alt=""
      className={`${className} shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover`}
    />
  );
}
