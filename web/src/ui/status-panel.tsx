import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StatusPanelProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** An error panel is announced (role alert) and tinted red. */
  tone?: 'neutral' | 'error';
  className?: string;
}

/** The centred panel of an empty list or a failed load: icon, heading, text and what to do next. */
export function StatusPanel({ icon: Icon, title, children, action, tone = 'neutral', className }: StatusPanelProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <span className={cn('grid size-14 place-items-center rounded-full', tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-600')}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
