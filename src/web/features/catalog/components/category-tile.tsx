import { useState } from 'react';
import { Link } from 'react-router';
import type { CategoryData } from '../api/get-home.ts';
import { paths } from '../../../lib/paths.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';

const looks = {
  /** The picture in a fixed 4:3 box over the name. */
  tile: {
    link: 'flex h-full flex-col overflow-hidden rounded-xl shadow-sm',
    picture: 'aspect-[4/3]',
    name: 'px-3 py-2.5 sm:text-base',
  },
  /** A chip on a phone (round picture beside the name, one line), the tile from `sm` (home-layout.ts). */
  chipOnPhone: {
    link: 'flex h-11 max-w-56 items-center gap-2 rounded-full pl-1 pr-4 sm:h-full sm:max-w-none sm:flex-col sm:items-stretch sm:gap-0 sm:overflow-hidden sm:rounded-xl sm:p-0 sm:shadow-sm',
    picture: 'size-9 shrink-0 rounded-full sm:aspect-[4/3] sm:size-auto sm:rounded-none',
    name: 'min-w-0 truncate sm:whitespace-normal sm:px-3 sm:py-2.5 sm:text-base',
  },
};

/**
 * A category as a tile: its image (or the placeholder, also when a typed image URL fails to load)
 * and its name; the whole tile links to /category/{slug}.
 */
export function CategoryTile({
  category,
  sizes,
  look = 'tile',
}: {
  category: Pick<CategoryData, 'name' | 'slug' | 'imageUrl'>;
  sizes: string;
  look?: keyof typeof looks;
}) {
  const [broken, setBroken] = useState(false);
  const showImage = category.imageUrl && !broken;
  const { link, picture, name } = looks[look];
  return (
    <Link
      to={paths.category.href(category.slug)}
      className={`group border border-stone-200 bg-white transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${link}`}
    >
      <div className={`overflow-hidden bg-stone-100 ${picture}`}>
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
      <span className={`break-words text-sm font-semibold text-stone-900 group-hover:text-emerald-800 ${name}`}>
        {category.name}
      </span>
    </Link>
  );
}
