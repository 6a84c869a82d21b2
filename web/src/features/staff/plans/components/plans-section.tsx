import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { Plan } from '@common/plans';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { usePlans } from '../api/use-plans';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';

/** Subscription plans: prices, limits and what each includes. */
export function PlansSection() {
  const plans = usePlans();
  const [editing, setEditing] = useState<Plan | null>(null);
  const list = plans.data ?? [];
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title="Plans">Monthly prices, limits and what each membership plan includes, as the plans page shows them.</SectionHeader>
      <QueryState query={plans} what="plans" empty={{ when: list.length === 0, icon: CreditCard, title: 'No plans' }}>
        <div className="grid gap-4 xl:grid-cols-2">
          {list.map((p) => (
            <PlanCard key={p.name} plan={p} onEdit={() => setEditing(p)} />
          ))}
        </div>
      </QueryState>
      <PlanFormDialog plan={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
