import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconFactProps {
  /** Drawn before the fact, hidden from screen readers. */
  icon: LucideIcon;
  children: ReactNode;
}

/** One fact of a card's list of facts (time, place, level), led by its icon. */
export function IconFact({ icon: Icon, children }: IconFactProps) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {children}
    </li>
  );
}

/** A fact within a line of text (place, coach), led by a small icon. */
export function InlineIconFact({ icon: Icon, children }: IconFactProps) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}
