import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface IconNoteProps {
  /** Drawn before the text, hidden from screen readers. */
  icon: LucideIcon;
  /** The note's top margin ("mt-4"). */
  className?: string;
  /** Centre the icon on a one-line note; by default it sits on the first line of a longer one. */
  centred?: boolean;
  children: ReactNode;
}

/** A short note in small grey text, led by an icon (a hint under a summary, a prompt). */
export function IconNote({ icon: Icon, className, centred = false, children }: IconNoteProps) {
  return (
    <p className={cn(className, 'flex', centred && 'items-center', 'gap-2 text-sm text-slate-600')}>
      <Icon className={cn(!centred && 'mt-0.5', 'size-4 shrink-0')} aria-hidden="true" />
      {children}
    </p>
  );
}
