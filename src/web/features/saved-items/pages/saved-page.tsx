import { useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { addToCart } from '../../../entities/cart/cart-store.ts';
import { toCartProduct } from '../../../entities/cart/cart-product.ts';
import { toast } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-query.ts';
import { focusPageHeading } from '../../../lib/focus-heading.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { unavailableButtonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProductThumb } from '../../../entities/product/product-thumb.tsx';
import { CartIcon, HeartIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { useSavedItems, type SavedItem } from '../api/list-saved-items.ts';
import { useDeviceSavedItems } from '../api/read-device-saved-items.ts';
import { savedKeys, useSavedIds } from '../saved-ids.ts';
import { saveLabel } from '../components/save-heart.tsx';
import { savedUi } from '../messages.ts';

/**
 * /saved (docs/product.md#saved-items). Signed in: the account's saved products, newest saved first,
 * each with its price now and how it moved since saving, "Back in stock" or "Out of stock", Add to
 * Cart and Remove. Signed out: the same lines for what this browser saved, and a way to sign in
 * (they join the account then).
 */
export function SavedPage() {
  const { user, isPending } = useSession();
  return (
    <PageContainer narrow>
      <PageHeading title={savedUi.heading} />
      {isPending ? <PageLoading /> : user ? <AccountSaved /> : <DeviceSaved />}
    </PageContainer>
  );
}

function NothingSaved() {
  return (
    <EmptyState icon={<HeartIcon size={32} />} title={savedUi.emptyTitle}>
      <p>{savedUi.emptyHelp}</p>
      <ButtonLink to={paths.home.href()} className="mt-4">
        {savedUi.continueShopping}
      </ButtonLink>
    </EmptyState>
  );
}

/**
 * Signed out: the items saved in this browser on the same lines as an account's, with the prices
 * they have now (the browser keeps only ids), under a prompt to sign in to keep them across devices.
 */
function DeviceSaved() {
  const ids = useSavedIds() ?? NO_IDS;
  const query = useDeviceSavedItems(ids);
  const client = useQueryClient();
  if (ids.length === 0) return <NothingSaved />;
  const back = { from: paths.saved.href() };
  return (
    <>
      <div className="-mt-4 mb-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="font-medium text-stone-900">{savedUi.onDevice(ids.length)}</p>
        <p className="mt-1 text-sm text-stone-700">{savedUi.signInToKeep}</p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.signIn.href()} state={back} size="sm">
            {savedUi.signIn}
          </ButtonLink>
          <ButtonLink to={paths.signUp.href()} state={back} size="sm" variant="secondary">
            {savedUi.createAccount}
          </ButtonLink>
        </div>
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <SavedList
          items={query.items}
          // The browser's list is written once the saving code is in; the page then reads it again.
          remove={(item) =>
            import('../saved-actions.ts').then((actions) =>
              flushSync(() => void actions.setSaved(client, item.product.id, false, false)),
            )
          }
        />
      )}
    </>
  );
}

const NO_IDS: readonly string[] = [];

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-3">
      {/* Not FormAlert: a module the cart page shares with this one would go into the entry chunk. */}
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {savedUi.loadFailed}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {savedUi.retry}
      </Button>
    </div>
  );
}

function AccountSaved() {
  const query = useSavedItems(true);
  const client = useQueryClient();
  const [, renderNow] = useReducer((n: number) => n + 1, 0);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const items = query.data;
  if (items.length === 0) return <NothingSaved />;
  return (
    <>
      <p className="-mt-4 mb-4 text-stone-600">{savedUi.count(items.length)}</p>
      <SavedList
        items={items}
        remove={(item) => {
          // The line goes at once; the server is told (the list is read again after).
          client.setQueryData<SavedItem[]>(savedKeys.list, (list) =>
            list?.filter((other) => other.product.id !== item.product.id),
          );
          // React Query tells this page a tick later; rendering it now (within SavedList's flushSync)
          // reads the shorter list from the cache, so focus can move to the line taking this one's place.
          renderNow();
          void import('../saved-actions.ts').then((actions) => actions.setSaved(client, item.product.id, false, true));
        }}
      />
    </>
  );
}

/**
 * The saved lines, signed in or out. `remove` takes the item out of what `items` comes from, at once
 * or once its promise settles; focus then moves to the Remove button that takes its place (the
 * heading once the list is empty), and the removal is announced.
 */
function SavedList({ items, remove }: { items: SavedItem[]; remove: (item: SavedItem) => unknown }) {
  const lines = useRef<HTMLUListElement>(null);
  const [said, setSaid] = useState('');
  const onRemove = (index: number, item: SavedItem) => {
    const moveFocus = () => {
      const buttons = lines.current?.querySelectorAll<HTMLButtonElement>('[data-saved-remove]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else focusPageHeading();
    };
    let removing: unknown;
    flushSync(() => {
      removing = remove(item);
      setSaid(savedUi.removed(item.product.name));
    });
    if (removing instanceof Promise) void removing.then(moveFocus);
    else moveFocus();
  };
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul
        ref={lines}
        aria-label={savedUi.heading}
        className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
      >
        {items.map((item, index) => (
          <SavedLine key={item.product.id} item={item} onRemove={() => onRemove(index, item)} />
        ))}
      </ul>
    </>
  );
}

/** One saved product: picture, name, store, the price now and since saving, stock, Add to Cart and Remove. */
function SavedLine({ item, onRemove }: { item: SavedItem; onRemove: () => void }) {
  const { product } = item;
  const stock = Math.max(0, product.stockQuantity);
  const moved = product.priceKobo - item.savedPriceKobo;
  const add = () => {
    const result = addToCart(toCartProduct(product), 1);
    if (result.added > 0) toast.success(messages.catalog.addedToCart);
    else toast.info(savedUi.cartHasAllStock(stock));
  };
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link to={paths.product.href(product.id)} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start">
        <ProductThumb
          name={product.name}
          images={product.images}
          px={96}
          className={`size-20 sm:size-24 ${stock === 0 ? 'opacity-60 grayscale' : ''}`}
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link
              to={paths.product.href(product.id)}
              className="inline-flex min-h-11 items-center break-words font-medium text-stone-900 [overflow-wrap:anywhere] hover:text-emerald-800 hover:underline md:min-h-0"
            >
              {product.name}
            </Link>
            <p className="truncate text-xs text-stone-500">{product.storeName}</p>
          </div>
          <button
            type="button"
            data-saved-remove=""
            aria-label={saveLabel(product.name, true)}
            onClick={onRemove}
            className="-mr-1 inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            <TrashIcon size={18} />
            <span className="hidden sm:inline">{savedUi.remove}</span>
          </button>
        </div>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <p className="text-lg font-bold tabular-nums text-emerald-800">{formatNaira(product.priceKobo)}</p>
            {moved < 0 && (
              <p className="text-sm font-medium text-emerald-700">
                <span aria-hidden="true">↓ </span>
                {savedUi.priceDropped(formatNaira(item.savedPriceKobo))}
              </p>
            )}
            {moved > 0 && (
              <p className="text-sm font-medium text-amber-800">
                <span aria-hidden="true">↑ </span>
                {savedUi.priceWentUp(formatNaira(item.savedPriceKobo))}
              </p>
            )}
            {stock === 0 ? (
              <p className="mt-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                {savedUi.outOfStock}
              </p>
            ) : (
              item.backInStock && (
                <p className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {savedUi.backInStock}
                </p>
              )
            )}
          </div>
          {stock === 0 ? (
            <button type="button" disabled className={`${unavailableButtonClasses} h-11 px-3 text-sm md:h-9`}>
              {messages.catalog.outOfStock}
              <span className="sr-only">: {product.name}</span>
            </button>
          ) : (
            <Button size="sm" onClick={add}>
              <CartIcon size={16} />
              {savedUi.addToCart}
              <span className="sr-only">: {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
