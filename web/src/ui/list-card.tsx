import type { ReactNode } from 'react';

const LAYOUT = {
  start: 'flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between',
  center: 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
  roomy: 'flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between',
} as const;

interface ListCardProps {
  /** The item's frame: border, background, padding. */
  className: string;
  /** Actions beside the text, at its top (start, or roomy with more space) or its middle (center). */
  layout?: keyof typeof LAYOUT;
  /** An h3 when the item is a heading of its own, else a span. */
  titleAs?: 'h3' | 'span';
  title: ReactNode;
  /** Badges and markers after the title, on its line. */
  badges: ReactNode;
  /** The lines under the title. */
  children: ReactNode;
  /** Buttons beside the text (under it on phones). */
  actions: ReactNode;
}

/** One framed item of a list: a title with its badges, lines under it, and what can be done with it. */
export function ListCard({ className, layout = 'start', titleAs: Title = 'h3', title, badges, children, actions }: ListCardProps) {
  return (
    <li className={className}>
      <div className={LAYOUT[layout]}>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Title className="font-bold text-ink-900">{title}</Title>
            {badges}
          </div>
          {children}
        </div>
        {actions}
      </div>
    </li>
  );
}
