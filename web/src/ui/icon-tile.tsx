import type { LucideIcon } from 'lucide-react';

/** An icon centred in a coloured tile (the tile's size, shape and colours in className), hidden from screen readers. */
export function IconTile({ icon: Icon, className, iconClassName }: { icon: LucideIcon; className: string; iconClassName: string }) {
  return (
    <span className={className}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
