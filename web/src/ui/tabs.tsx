import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Segmented tabs (Radix Tabs: a tablist with aria-selected and arrow-key movement). */
export const Tabs = T.Root;

export function TabList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <T.List aria-label={label} className={cn('flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex', className)}>
      {children}
    </T.List>
  );
}

export function TabTrigger({ value, icon, count, children }: { value: string; icon?: ReactNode; count?: number; children: ReactNode }) {
  return (
    <T.Trigger
      value={value}
      className={cn(
        'flex min-h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-2 py-1 text-center text-sm leading-tight font-semibold text-slate-700 transition-colors sm:px-4 sm:whitespace-nowrap',
        'hover:bg-white/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm',
      )}
    >
      {icon}
      <span>{children}</span>
      {count !== undefined && <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-800 tabular-nums">{count}</span>}
    </T.Trigger>
  );
}

/** keepMounted keeps the panel (and e.g. a half-filled form) alive while another tab is open. */
export function TabPanel({ value, children, className, keepMounted }: { value: string; children: ReactNode; className?: string; keepMounted?: boolean }) {
  return (
    <T.Content value={value} forceMount={keepMounted || undefined} className={cn('mt-6 focus-visible:outline-none data-[state=inactive]:hidden', className)}>
      {children}
    </T.Content>
  );
}
