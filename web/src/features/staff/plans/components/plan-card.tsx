import { Check, Pencil, X } from 'lucide-react';
import { limitLabel, type Plan } from '@common/plans';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { formatDollars } from '../../lib/money';
import { FLAGS, LIMITS } from '../lib/plan-form';

/** A plan as members see it: price, limits, what it includes. */
export function PlanCard({ plan: p, onEdit }: { plan: Plan; onEdit: () => void }) {
  return (
    <Card className="flex flex-col p-5" data-testid="staff-plan">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink-900">{p.displayName}</h3>
          <p className="text-sm text-slate-600">{p.description}</p>
        </div>
        <p className="shrink-0 text-xl font-extrabold text-ink-900 tabular-nums">
          {formatDollars(p.price)}
          <span className="text-sm font-medium text-slate-600">/mo</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {LIMITS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-ink-900 tabular-nums">{limitLabel(p[key])}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {FLAGS.map(([key, label]) => (
          <li key={key} className={p[key] ? 'text-ink-900' : 'text-slate-500'}>
            {p[key] ? <Check className="mr-1 inline size-4 text-green-700" aria-label="Included:" /> : <X className="mr-1 inline size-4" aria-label="Not included:" />}
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> the {p.displayName} plan</span>
        </Button>
      </div>
    </Card>
  );
}
