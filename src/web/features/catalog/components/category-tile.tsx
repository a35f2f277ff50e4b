import { useState } from 'react';
import { Link } from 'react-router';
import type { CategoryData } from '../api/get-home.ts';
import { paths } from '../../../lib/paths.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';

/**
 * A category as a tile: its image (or the placeholder, also when a typed image URL fails to load)
 * in a fixed 4:3 box, and its name; the whole tile links to /category/{slug}.
 */
export function CategoryTile({ category, sizes }: { category: Pick<CategoryData, 'name' | 'slug' | 'imageUrl'>; sizes: string }) {
  const [broken, setBroken] = useState(false);
  const showImage = category.imageUrl && !broken;
  return (
    <Link
      to={paths.category.href(category.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        {showImage ? (
          <ResponsiveImage
            src={category.imageUrl!}
            kind="category"
            sizes={sizes}
            width={800}
            height={600}
            alt=""
            onError={() => setBroken(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden="true" className="size-full">
            <ImagePlaceholder className="size-full" />
          </div>
        )}
      </div>
      <span className="break-words px-3 py-2.5 text-sm font-semibold text-stone-900 group-hover:text-emerald-800 sm:text-base">{category.name}</span>
    </Link>
  );
}
