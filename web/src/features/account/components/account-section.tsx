import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';
import { SectionTitle } from './section-title';

interface AccountSectionProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** The section's anchor (/account#payment-methods), for links from e-mails. */
  anchor?: string;
}

/** A titled card of the account page (a labelled region for screen readers). */
export function AccountSection({ icon, title, description, children, className, anchor }: AccountSectionProps) {
  const id = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id} id={anchor} className={anchor ? 'scroll-mt-24' : undefined}>
        <SectionTitle icon={icon} title={title} description={description} id={id} />
        {children}
      </section>
    </Card>
  );
}
