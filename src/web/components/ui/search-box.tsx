import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { messages } from '../../../shared/messages.ts';
import { SearchIcon } from './icons.tsx';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * On a phone the full placeholder ("Search products, stores, categories...") is cut off in the
 * box; this shorter one fits it whole at 320 px and still says what the box searches.
 */
const PHONE_PLACEHOLDER = 'Search products, stores…';

/**
 * The site search (docs/product.md#search): the text is trimmed and URL-encoded; an empty search does nothing.
 * `initialQuery` lets the box show what is being searched for on the search page. 44 px tall on a
 * phone, with a 44 px submit button inside its right end, and a shorter placeholder that fits.
 */
export function SearchBox({
  initialQuery = '',
  onSearch,
  className = '',
}: {
  initialQuery?: string;
  onSearch?: () => void;
  className?: string;
}) {
  const [text, setText] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  // On a page the server rendered, a shopper may type before the app has come: hydration keeps the
  // typed text in the box but not in state, and the next render would wipe it. Take it over once.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) setText(typed);
  }, [initialQuery]);
  const navigate = useNavigate();
  const inputId = useId();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The box's own value: text typed before the app came reaches state only in the effect above,
    // and an Enter between hydration and that effect would otherwise search for nothing.
    const query = (input.current?.value ?? text).trim();
    if (query === '') return;
    void navigate(paths.search.href(query));
    onSearch?.();
  }

  return (
    // Before the app has come (a server-rendered first view), the browser submits the form itself:
    // GET /search?q=…, the same search page, rendered on the server.
    <form role="search" action={paths.search.pattern} onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={phone ? PHONE_PLACEHOLDER : messages.catalog.searchPlaceholder}
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-stone-300 bg-stone-50 pl-4 pr-12 text-base md:h-10 md:text-sm text-stone-900 placeholder:text-stone-500 focus-visible:border-emerald-600 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600"
      />
      <button
        type="submit"
        aria-label="Submit search"
        className="absolute right-0 top-0 grid size-11 place-items-center rounded-full md:size-10 text-stone-600 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
