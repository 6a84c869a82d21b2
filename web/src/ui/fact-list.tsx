import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Fact {
  icon: LucideIcon;
  text: ReactNode;
}

interface FactListProps {
  facts: Fact[];
  className?: string;
  iconClassName?: string;
}

/** Short facts in a row or a grid (when, where, with whom), each after its own icon. */
export function FactList({ facts, className, iconClassName = 'size-4 text-slate-500' }: FactListProps) {
  return (
    <ul className={className}>
      {facts.map(({ icon: Icon, text }, i) => (
        <li key={i} className="flex items-center gap-1.5">
          <Icon className={iconClassName} aria-hidden="true" /> {text}
        </li>
      ))}
    </ul>
  );
}
