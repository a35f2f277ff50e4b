import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { BasketIcon } from '../../components/ui/icons.tsx';

export function BrandLink() {
  return (
    <Link
      to={paths.home.href()}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-emerald-700 text-amber-300">
        <BasketIcon size={22} />
      </span>
      Oja
    </Link>
  );
}
