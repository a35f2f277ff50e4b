import type { ComponentProps } from 'react';
import { srcSetOf, type ImageKind } from '../../../shared/images.ts';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  kind: ImageKind;
  /** How wide the image is drawn, for the browser to pick a variant, e.g. "(min-width: 640px) 25vw, 50vw". */
  sizes: string;
  /** Intrinsic size for the aspect ratio; the box never jumps while the image loads. */
  width: number;
  height: number;
  /** Above the fold: load at once; everything else loads lazily. */
  priority?: boolean;
};

/**
 * An uploaded image with srcset over its stored WebP widths (shared/images.ts), explicit
 * dimensions and lazy loading below the fold. Other URLs (a typed category image) render as is.
 */
export function ResponsiveImage({ src, kind, sizes, width, height, priority = false, alt, ...props }: Props) {
  const srcSet = srcSetOf(src, kind);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
