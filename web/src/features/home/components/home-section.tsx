import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface HomeSectionProps {
  /** Names the section (aria-labelledby) through its h2. */
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  /** The band's background. */
  className: string;
  /** The content's max-width class. */
  width: string;
  /** How the eyebrow, h2 and lead sit (centred, or narrow on the left). */
  introClassName: string;
  children: ReactNode;
}

/** A band of the home page: eyebrow, h2 and lead, then the section's own content. */
export function HomeSection({ id, eyebrow, title, text, className, width, introClassName, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-20 sm:py-24', className)}>
      <div className={cn('mx-auto px-4', width)}>
        <div className={introClassName}>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
          <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
