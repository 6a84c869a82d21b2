import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FilterTab<T extends string> {
  value: T;
  label: string;
}

interface FilterTabsProps<T extends string> {
  /** Names the tab list for screen readers, e.g. "Filter by sport". */
  label: string;
  tabs: ReadonlyArray<FilterTab<T>>;
  value: T;
  onValueChange: (value: T) => void;
  /** The filtered content, shown in the active tab's panel. */
  children: ReactNode;
  /** Classes for the bar around the tab list (e.g. to make it sticky). */
  barClassName?: string;
  /** More controls shown in the bar under the tabs (e.g. the schedule's week and menus). */
  barExtra?: ReactNode;
}

/**
 * Pill-shaped filter tabs (Radix Tabs: a tablist with aria-selected and arrow-key movement). The
 * list scrolls sideways when it does not fit, as on a 390 px phone.
 */
export function FilterTabs<T extends string>({ label, tabs, value, onValueChange, children, barClassName, barExtra }: FilterTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
      <div className={barClassName}>
        <Tabs.List
          aria-label={label}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 [&::-webkit-scrollbar]:hidden"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className={cn(
                'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                'data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
              )}
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {barExtra}
      </div>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="focus-visible:outline-none">
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
