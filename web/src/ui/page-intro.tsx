import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Shown under the lead, e.g. a note or a notice. */
  extra?: ReactNode;
  /** The max-width class of the content, to line up with the page below (default max-w-7xl). */
  width?: string;
}

/** The dark band at the top of a page: eyebrow, h1 and a short lead. */
export function PageIntro({ eyebrow, title, children, extra, width = 'max-w-7xl' }: PageIntroProps) {
  return (
    <section className="bg-ink-900 text-white">
      <div className={cn('mx-auto px-4 pt-10 pb-12 sm:pt-14 sm:pb-14', width)}>
        <p className="text-sm font-bold tracking-widest text-brand-500 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-3 max-w-2xl text-base text-slate-300 sm:text-lg">{children}</div>
        {extra}
      </div>
    </section>
  );
}
