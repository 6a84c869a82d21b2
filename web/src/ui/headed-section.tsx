import type { ReactNode } from 'react';

interface HeadedSectionProps {
  /** The h2's id; the section is named by it (aria-labelledby). */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}

/** A section named by its own h2, followed by its content. */
export function HeadedSection({ id, title, className, headingClassName, children }: HeadedSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
