import type { LucideIcon } from 'lucide-react';

interface IconListProps {
  items: string[];
  /** Drawn before every item (a check, a trophy), hidden from screen readers. */
  icon: LucideIcon;
  className?: string;
  itemClassName: string;
  iconClassName: string;
}

/** A list of short texts, each led by the same icon. */
export function IconList({ items, icon: Icon, className, itemClassName, iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
