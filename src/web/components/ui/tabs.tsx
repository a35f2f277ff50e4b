import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

/** Radix tabs (arrow keys, roles, focus) with Oja's look. */
export const Tabs = RadixTabs.Root;

export function TabList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-0 overflow-x-auto sm:gap-1 border-b border-stone-200 [scrollbar-width:thin] ${className}`}
      {...props}
    />
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
