import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';

interface AccountSectionProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A titled card of the account page (a labelled region for screen readers). */
export function AccountSection({ icon: Icon, title, description, children, className }: AccountSectionProps) {
  const id = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <div className="mb-5 flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={id} className="text-lg font-bold text-ink-900">
              {title}
            </h2>
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
