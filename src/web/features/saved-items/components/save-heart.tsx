import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-query.ts';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { useSavedIds } from '../saved-ids.ts';

/** The heart's name says what pressing it does. Kept here, not in messages.ts: the heart ships in the entry chunk. */
export const saveLabel = (name: string, saved: boolean) => (saved ? `Remove ${name} from saved` : `Save ${name}`);

const looks = {
  card: 'size-11 bg-white/90 shadow-sm md:size-9',
  page: 'size-12 border border-stone-300 bg-white',
};

/**
 * The heart on a product card (`card`) or beside a product page's name (`page`): a toggle button,
 * pressed when the product is saved (docs/product.md#saved-items). Disabled until who is signed in
 * and what they saved are known; what pressing does loads with the first press.
 */
export function SaveHeart({ product, place }: { product: { id: string; name: string }; place: 'card' | 'page' }) {
  const ids = useSavedIds();
  const signedIn = !!useSession().user;
  const client = useQueryClient();
  const saved = !!ids?.includes(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saveLabel(product.name, saved)}
      disabled={!ids}
      onClick={() =>
        void import('../saved-actions.ts').then((actions) => actions.setSaved(client, product.id, !saved, signedIn))
      }
      className={`grid place-items-center rounded-full hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${saved ? 'text-red-600' : 'text-stone-700'} ${looks[place]}`}
    >
      <HeartIcon size={place === 'card' ? 20 : 24} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
