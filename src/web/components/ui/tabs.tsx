import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** Radix tabs (arrow keys, roles, focus) with Oja's look. */
export const Tabs = RadixTabs.Root;

/** How much of the neighbouring tab stays in sight, so a phone user sees the row goes on. */
const PEEK_PX = 24;

/**
 * Scrolls a tab row sideways (only the row, never the page) just far enough that its active tab
 * is in full view.
 */
function scrollActiveTabIntoView(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!tab || list.scrollWidth <= list.clientWidth) return;
  const listLeft = list.getBoundingClientRect().left;
  const { left, right } = tab.getBoundingClientRect();
  const start = left - listLeft + list.scrollLeft;
  const end = right - listLeft + list.scrollLeft;
  if (start - PEEK_PX < list.scrollLeft) list.scrollLeft = Math.max(0, start - PEEK_PX);
  else if (end + PEEK_PX > list.scrollLeft + list.clientWidth) list.scrollLeft = end + PEEK_PX - list.clientWidth;
}

type ScrollCue = { start: boolean; end: boolean };

/** Which ends of a sideways-scrolling row hide tabs (a pixel of rounding is not "more"). */
function cueOf(list: HTMLElement): ScrollCue {
  const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
  return { start: list.scrollLeft > 1, end: rest > 1 };
}

/**
 * The row of tabs. On a narrow screen it scrolls sideways, and says so: a fade
 * with an arrow covers the end where tabs are hidden, and goes when the row is scrolled there.
 * The active tab is brought into view on mount (a linked ?tab= of a later tab) and whenever another
 * tab becomes active.
 */
export function TabList({ className = '', ref, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [cue, setCue] = useState<ScrollCue>({ start: false, end: false });
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const updateCue = () =>
      setCue((was) => {
        const now = cueOf(list);
        return now.start === was.start && now.end === was.end ? was : now;
      });
    const scroll = () => {
      scrollActiveTabIntoView(list);
      updateCue();
    };
    scroll();
    list.addEventListener('scroll', updateCue, { passive: true });
    // Radix flips data-state on the triggers itself; this row need not re-render when it does.
    const changes = new MutationObserver(scroll);
    changes.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    // The row and its tabs change size after the first paint (web fonts, a rotated phone).
    const resizes = new ResizeObserver(scroll);
    resizes.observe(list);
    for (const tab of list.querySelectorAll('[role="tab"]')) resizes.observe(tab);
    return () => {
      list.removeEventListener('scroll', updateCue);
      changes.disconnect();
      resizes.disconnect();
    };
  }, []);
  const fade = 'pointer-events-none absolute bottom-px top-0 flex w-10 items-center text-stone-500';
  return (
    <div className="relative">
      <RadixTabs.List
        ref={setRef}
        className={`flex gap-0 overflow-x-auto sm:gap-1 border-b border-stone-200 [scrollbar-width:thin] ${className}`}
        {...props}
      />
      {/* Decoration only: the tabs themselves are reachable by swipe, arrow keys and screen readers. */}
      {cue.start && (
        <span
          aria-hidden="true"
          data-testid="tabs-scroll-cue-start"
          className={`${fade} left-0 justify-start bg-gradient-to-r from-stone-50 from-40% to-transparent`}
        >
          <ChevronLeftIcon size={18} />
        </span>
      )}
      {cue.end && (
        <span
          aria-hidden="true"
          data-testid="tabs-scroll-cue-end"
          className={`${fade} right-0 justify-end bg-gradient-to-l from-stone-50 from-40% to-transparent`}
        >
          <ChevronRightIcon size={18} />
        </span>
      )}
    </div>
  );
}

export function Tab({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={
        '-mb-px min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-2 py-2.5 text-sm font-medium text-stone-600 sm:px-3 ' +
        'hover:text-stone-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600 ' +
        'data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800 ' +
        className
      }
      {...props}
    />
  );
}

export function TabPanel({ className = '', ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={`pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600 ${className}`}
      {...props}
    />
  );
}
