import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './button';

export interface NextStep {
  href: string;
  label: string;
  icon?: LucideIcon;
}

/** Where to go after a booking or a purchase: the first way on stands out, the others are quieter. */
export function NextSteps({ label, steps }: { label: string; steps: NextStep[] }) {
  return (
    <nav aria-label={label} className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
      {steps.map(({ href, label: text, icon: Icon }, i) => (
        <Button key={href} asChild variant={i === 0 ? 'primary' : 'outline'}>
          <Link href={href}>
            {Icon && <Icon className="size-4" aria-hidden="true" />}
            {text}
          </Link>
        </Button>
      ))}
    </nav>
  );
}
