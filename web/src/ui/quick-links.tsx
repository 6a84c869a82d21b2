import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { HeadedSection } from './headed-section';
import { IconTile } from './icon-tile';

export interface QuickLink {
  href: string;
  icon: LucideIcon;
  label: string;
  /** A line under the label (dark cards only). */
  text?: string;
}

const LOOK = {
  /** White cards with the label only. */
  light: {
    link: 'flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-ink-900 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    tile: 'grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600',
  },
  /** Dark cards, the label over a line of text. */
  dark: {
    link: 'flex items-center gap-4 rounded-2xl bg-ink-900 p-4 text-white transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    tile: 'grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600',
  },
} as const;

/** An action's icon in its tile, then its label, with a line of text under the label when given (on a dark card). */
export function QuickLinkBody({ icon, label, text, tileClassName }: Omit<QuickLink, 'href'> & { tileClassName: string }) {
  return (
    <>
      <IconTile icon={icon} className={tileClassName} iconClassName="size-5" />
      {text === undefined ? (
        label
      ) : (
        <span>
          <span className="block font-bold">{label}</span>
          <span className="block text-sm text-slate-300">{text}</span>
        </span>
      )}
    </>
  );
}

interface QuickLinksProps {
  /** The h2's id, which names the section. */
  id: string;
  heading: string;
  links: QuickLink[];
  look: keyof typeof LOOK;
}

/** A headed section of three links to what is done most from a page ("Quick Actions"), three across from sm up. */
export function QuickLinks({ id, heading, links, look }: QuickLinksProps) {
  return (
    <HeadedSection id={id} title={heading} headingClassName="text-xl font-bold text-ink-900">
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {links.map(({ href, ...body }) => (
          <li key={body.label}>
            <Link href={href} className={LOOK[look].link}>
              <QuickLinkBody {...body} tileClassName={LOOK[look].tile} />
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
