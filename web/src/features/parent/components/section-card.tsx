import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  /** Buttons or links beside the heading. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One dashboard section: a card with an icon, an h2 (the section's accessible name) and its content. */
export function SectionCard({ id, icon: Icon, title, action, children, className }: SectionCardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Focusable so that a quick action can move the reader here. */}
        <h2 id={`${id}-heading`} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-ink-900 focus:outline-none">
          <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
