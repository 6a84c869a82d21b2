import type { ReactNode } from 'react';

const TONES = {
  neutral: { region: 'border-slate-200', head: 'border-slate-200 bg-slate-50 text-slate-700' },
  /** Rows that are problems (the books' mismatches). */
  danger: { region: 'border-red-200', head: 'border-red-200 bg-red-50 text-red-900' },
};

interface ReportTableProps {
  /** Names the scrolling region for screen readers. */
  label: string;
  tone: keyof typeof TONES;
  /** The table's least width (a Tailwind class); narrower screens scroll sideways. */
  minWidth: string;
  /** On the page itself rather than inside a card: the box is white and rounder, as a card is. */
  standalone?: boolean;
  caption?: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** The footer row's cells (the totals). */
  foot?: ReactNode;
}

/** A report's table in a bordered box. Focusable: on phones the table scrolls sideways, and keyboards must reach it. */
export function ReportTable({ label, tone, minWidth, standalone, caption, head, children, foot }: ReportTableProps) {
  const { region, head: headTone } = TONES[tone];
  const box = standalone ? `rounded-2xl border ${region} bg-white` : `rounded-xl border ${region}`;
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`overflow-x-auto ${box} focus-visible:outline-2 focus-visible:outline-brand-600`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={`border-b ${headTone}`}>
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot && (
          <tfoot className={`border-t ${region} font-semibold text-ink-900`}>
            <tr>{foot}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
