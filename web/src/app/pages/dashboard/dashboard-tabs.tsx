/**
 * The dashboards' tabs on Radix (arrow keys move between tabs, Home/End jump). On a phone the tab
 * row scrolls sideways inside itself, never the page. The open tab lives in `?tab=`, so a link or
 * a reload opens the same tab, and the browser's Back button leaves the page as expected.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';

export interface DashboardTab {
  value: string;
  label: string;
  badge?: number;
  content: ReactNode;
}

export function useTabParam<T extends string>(values: readonly T[], fallback: T): [T, (next: string) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const current = (values as readonly string[]).includes(requested ?? '') ? (requested as T) : fallback;
  const select = useCallback(
    (next: string) => {
      const params = new URLSearchParams(search);
      if (next === fallback) params.delete('tab');
      else params.set('tab', next);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate, fallback],
  );
  return [current, select];
}

export function DashboardTabs({
  tabs,
  value,
  onValueChange,
  label,
}: {
  tabs: DashboardTab[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  // Keep the open tab in sight inside the row (a link may open the last tab on a phone),
  // scrolling the row only: scrollIntoView would also move the page.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!row || !active) return;
    const margin = 8;
    if (active.offsetLeft < row.scrollLeft) row.scrollLeft = active.offsetLeft - margin;
    else if (active.offsetLeft + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = active.offsetLeft + active.offsetWidth - row.clientWidth + margin;
    }
  }, [value]);

  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className="min-w-0">
      <Tabs.List
        ref={list}
        aria-label={label}
        className="relative flex max-w-full gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1 shadow-sm [scrollbar-width:thin]"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {tab.label}
            {!!tab.badge && (
              <span className="min-w-5 rounded-full bg-accent-400 px-1.5 text-center text-xs font-bold text-slate-900">
                {tab.badge > 99 ? '99+' : tab.badge}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-5 min-w-0 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
