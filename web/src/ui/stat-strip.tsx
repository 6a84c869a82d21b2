import type { LucideIcon } from 'lucide-react';
import { IconTile } from './icon-tile';

export interface Stat {
  label: string;
  value: string | number;
  icon: LucideIcon;
}

const LOOK = {
  /** Each figure beside its icon, one under another on phones. */
  roomy: {
    list: 'grid gap-3 sm:grid-cols-3 sm:gap-4',
    item: 'flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
    tile: 'grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600',
    icon: 'size-6',
    text: undefined,
    label: 'block text-sm font-medium text-slate-600',
  },
  /** Three across on phones too, without icons there. */
  compact: {
    list: 'grid grid-cols-3 gap-3 sm:gap-4',
    item: 'rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:items-center sm:gap-4 sm:p-5',
    tile: 'hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 sm:grid',
    icon: 'size-5',
    text: 'block',
    label: 'block text-xs font-medium text-slate-600 sm:text-sm',
  },
} as const;

/** A named list of figures in cards, each a large value over its label beside an icon. */
export function StatStrip({ label, stats, look }: { label: string; stats: Stat[]; look: keyof typeof LOOK }) {
  const l = LOOK[look];
  return (
    <ul className={l.list} aria-label={label}>
      {stats.map(({ label: name, value, icon }) => (
        <li key={name} className={l.item}>
          <IconTile icon={icon} className={l.tile} iconClassName={l.icon} />
          <span className={l.text}>
            <span className="block text-2xl font-extrabold text-ink-900 sm:text-3xl">{value}</span>
            <span className={l.label}>{name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
