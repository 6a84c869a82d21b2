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
}

/** A titled card of the account page (a labelled region for screen readers). */
export function AccountSection({ icon, title, description, children, className }: AccountSectionProps) {
  const id = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <SectionTitle icon={icon} title={title} description={description} id={id} />
        {children}
      </section>
    </Card>
  );
}
