import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { HeartIcon } from '../../components/ui/icons.tsx';

/** The header's way to the Saved page (docs/product.md#saved-items), beside the cart. */
export function SavedLink() {
  return (
    <Link
      to={paths.saved.href()}
      aria-label="Saved items"
      title="Saved items"
      className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <HeartIcon size={22} />
    </Link>
  );
}
