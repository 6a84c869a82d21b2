import { Link } from 'wouter';
import type { Plan } from '@common/subscriptions';
import { cn } from '@/lib/cn';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { PlanButtonState } from '../lib/plan-button';
import { MOST_POPULAR, PLAN_LOOK } from '../lib/plan-look';
import { PlanLines } from './plan-lines';

interface PlanCardProps {
  plan: Plan;
  button: PlanButtonState;
  isCurrent: boolean;
  onUpgrade: () => void;
}

/** One plan: icon, name, monthly price, description, what it includes (its lines, derived by the server: decision 049) and its button. */
export function PlanCard({ plan, button, isCurrent, onUpgrade }: PlanCardProps) {
  const { t, language } = useT('subscription');
  const { icon: Icon, tile } = PLAN_LOOK[plan.name];
  const popular = plan.name === MOST_POPULAR;
  const headingId = `plan-${plan.name}`;
  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        className={cn(
          'relative flex w-full flex-col rounded-2xl border bg-white p-6 shadow-sm',
          popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
          isCurrent && !popular && 'border-green-600 ring-2 ring-green-600',
        )}
      >
        {popular && (
          <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-extrabold tracking-wider whitespace-nowrap text-white shadow">
            {t('plan.popular')}
          </p>
        )}
        <div className="flex items-center gap-3">
          <span className={cn('grid size-11 place-items-center rounded-xl', tile)}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 id={headingId} className="text-xl font-bold text-ink-900">
            {plan.displayName}
          </h2>
          {isCurrent && (
            <Badge tone="success" className="ml-auto">
              {t('plan.yours')}
            </Badge>
          )}
        </div>
        <p className="mt-4">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900 tabular-nums">{money(plan.price, language)}</span>
          <span className="text-sm font-medium text-slate-600"> {t('plan.perMonth')}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">{plan.description}</p>
        <PlanLines lines={plan.includes} className="mt-5 mb-6 space-y-2 text-sm text-slate-800" />
        <div className="mt-auto">
          {button.href ? (
            <Button asChild className="w-full" variant={popular ? 'primary' : 'secondary'}>
              <Link href={button.href}>{button.label}</Link>
            </Button>
          ) : (
            <Button
              className="w-full"
              variant={isCurrent || plan.name === 'FREE' ? 'outline' : popular ? 'primary' : 'secondary'}
              disabled={button.disabled}
              aria-busy={button.label === t('button.upgrading') || undefined}
              onClick={onUpgrade}
            >
              {button.label}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
