import { useSearchParams } from 'react-router';

/** The tab named by ?tab=, when it is one of `tabs`; anything else (missing, unknown, not allowed here) is the default. */
export function parseTabParam<T extends string>(value: string | null, tabs: readonly T[], defaultTab: T): T {
  return tabs.find((tab) => tab === value) ?? defaultTab;
}

/**
 * The open tab of a page, kept in ?tab= so it survives reloads and can be linked to. The default
 * tab has a clean URL (no ?tab=). Choosing a tab replaces the history entry rather than adding one.
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const active = parseTabParam(params.get('tab'), tabs, defaultTab);
  const choose = (tab: string) => setParams(tab === defaultTab ? {} : { tab }, { replace: true });
  return [active, choose];
}
