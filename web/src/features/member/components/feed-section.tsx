import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A dashboard feed (tips, feedback): its heading over a list of cards, two columns when the page is wide. */
export function FeedSection({ id, title, wide, children }: { id: string; title: string; wide: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h3>
      <ul className={cn('mt-3 grid gap-3', wide && 'lg:grid-cols-2')}>{children}</ul>
    </section>
  );
}
