import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useSession, type SessionUser } from '../../lib/session-query.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { paths } from '../../lib/paths.ts';
import { navItemsFor, type NavItem } from './nav-items.ts';
import { BrandLink } from './brand-link.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { CartLink } from './cart-link.tsx';
import { SavedLink } from './saved-link.tsx';
import { CloseIcon, MenuIcon, UserIcon } from '../../components/ui/icons.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { AppControls } from '../../components/ui/app-controls.tsx';
import { headerReturnPath } from './header-return-path.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * Sticky site header (docs/product.md#header). Below the `lg` breakpoint the navigation folds into the menu.
 * Below `md` the search field is a row of its own right under the header (not sticky, so it
 * scrolls away with the page), always on screen when a page opens: a shopper on a phone never has
 * to open the menu to search.
 */
export function Header() {
  const session = useSession();
  const user = session.user;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const searchQuery = useCurrentSearchQuery();
  const items = navItemsFor(user);

  const menuPanel = useRef<HTMLDivElement>(null);

  const closeMenu = (returnFocus = false) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  useMenuKeyboard(menuOpen, menuButton, menuPanel, (focusWasInMenu) => closeMenu(focusWasInMenu));

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <BrandLink />
          {/* key: the box shows the query of the search page it is on, and resets on leaving it. */}
          <SearchBox key={searchQuery} initialQuery={searchQuery} className="hidden max-w-md flex-1 md:block" />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <HeaderNavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <SavedLink />
            <CartLink />
            {!session.isPending && (
              <div className="hidden items-center gap-2 lg:flex">
                <AccountActions user={user} layout="row" />
              </div>
            )}
            <AppControls>
              <button
                ref={menuButton}
                type="button"
                aria-label="Menu"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
                className={`grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100 lg:hidden ${focusRing}`}
              >
                {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
              </button>
            </AppControls>
          </div>
        </div>

        <div
          ref={menuPanel}
          id={menuId}
          hidden={!menuOpen}
          className="border-t border-stone-200 bg-white px-4 pb-5 pt-4 shadow-lg sm:px-6 lg:hidden"
        >
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <HeaderNavLink item={item} onNavigate={() => closeMenu()} block />
                </li>
              ))}
            </ul>
          </nav>
          {!session.isPending && (
            <div className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-4">
              <AccountActions user={user} layout="column" onNavigate={() => closeMenu()} />
            </div>
          )}
        </div>
      </header>
      <div className="border-b border-stone-200 bg-white px-4 py-2 sm:px-6 md:hidden">
        <SearchBox key={searchQuery} initialQuery={searchQuery} />
      </div>
    </>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open menu's keyboard: Escape closes it wherever focus is (focus goes back to the
 * toggle when it was in the menu), and Tab / Shift+Tab cycle through the toggle and the panel's
 * controls without ever leaving them, so nobody tabs into the page hidden behind an open menu.
 */
function useMenuKeyboard(
  open: boolean,
  toggle: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
  close: (focusWasInMenu: boolean) => void,
) {
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const button = toggle.current;
      // On a wide screen the menu and its toggle are hidden: nothing to trap.
      if (!button || button.getClientRects().length === 0) return;
      const active = document.activeElement;
      const inMenu = active === button || !!(active && panel.current?.contains(active));
      if (event.key === 'Escape') {
        onClose.current(inMenu);
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [
        button,
        ...Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
          (element) => element.getClientRects().length > 0,
        ),
      ];
      const first = stops[0]!;
      const last = stops.at(-1)!;
      if (!inMenu) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggle, panel]);
}

function useCurrentSearchQuery(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  return location.pathname === paths.search.pattern ? (params.get('q') ?? '') : '';
}

function HeaderNavLink({
  item,
  onNavigate,
  block = false,
}: {
  item: NavItem;
  onNavigate?: () => void;
  block?: boolean;
}) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        `${block ? 'flex h-11 px-3' : 'inline-flex h-9 px-3'} items-center rounded-lg text-sm font-medium ${focusRing} ` +
        (isActive ? 'bg-emerald-50 text-emerald-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900')
      }
    >
      {item.label}
    </NavLink>
  );
}

/** Profile and Sign Out when signed in; Sign In and Get Started when not. */
function AccountActions({
  user,
  layout,
  onNavigate,
}: {
  user: SessionUser | null;
  layout: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const signOut = useSignOut();
  const location = useLocation();
  const wide = layout === 'column' ? 'w-full' : '';
  if (!user) {
    const from = headerReturnPath(location);
    const state = from ? { from } : undefined;
    return (
      <>
        <ButtonLink
          to={paths.signIn.href()}
          state={state}
          variant={layout === 'row' ? 'ghost' : 'secondary'}
          className={wide}
          onClick={onNavigate}
        >
          Sign In
        </ButtonLink>
        <ButtonLink to={paths.signUp.href()} state={state} className={wide} onClick={onNavigate}>
          Get Started
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {layout === 'row' ? (
        <Link
          to={paths.profile.href()}
          aria-label={`Profile (${user.fullName})`}
          title="Profile"
          className={`grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-800 hover:bg-emerald-100 ${focusRing}`}
        >
          <UserIcon size={20} />
        </Link>
      ) : (
        <ButtonLink to={paths.profile.href()} variant="secondary" className={wide} onClick={onNavigate}>
          <UserIcon size={18} />
          Profile
        </ButtonLink>
      )}
      <Button
        variant={layout === 'row' ? 'ghost' : 'secondary'}
        className={wide}
        pending={signOut.isPending}
        onClick={() => {
          onNavigate?.();
          signOut.mutate();
        }}
      >
        Sign Out
      </Button>
    </>
  );
}
