import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { SkeletonBars } from '@/ui/skeleton-bars';

/** The responsive card list: one column on phones, two on tablets, three on desktops. Children are list items. */
export function ProgramGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

/** Placeholder cards while the programs load. */
export function ProgramGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useT('programs');
  return (
    <div aria-busy="true">
      <ProgramGrid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} aria-hidden="true">
            <Card className="overflow-hidden">
              <div className="aspect-[16/9] animate-pulse bg-slate-200" />
              <SkeletonBars
                className="space-y-3 p-5"
                bars={[
                  'h-5 w-2/3 animate-pulse rounded bg-slate-200',
                  'h-3.5 w-full animate-pulse rounded bg-slate-100',
                  'h-3.5 w-5/6 animate-pulse rounded bg-slate-100',
                  'h-24 animate-pulse rounded-xl bg-slate-100',
                ]}
              >
                <SkeletonBars
                  className="grid grid-cols-2 gap-2 pt-2"
                  bars={['h-11 animate-pulse rounded-lg bg-slate-200', 'h-11 animate-pulse rounded-lg bg-slate-100']}
                />
              </SkeletonBars>
            </Card>
          </li>
        ))}
      </ProgramGrid>
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
    </div>
  );
}
