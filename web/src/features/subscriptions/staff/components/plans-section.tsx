import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import type { StaffPlan } from '@common/subscriptions';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useStaffPlans } from '../api/use-staff-plans';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';

/** Subscription plans: prices, limits and what each includes. */
export function PlansSection() {
  const { t } = useT('staff');
  const plans = useStaffPlans();
  const [editing, setEditing] = useState<StaffPlan | null>(null);
  const list = plans.data ?? [];
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title={t('sections.plans')}>{t('plans.intro')}</SectionHeader>
      <QueryState query={plans} what={t('plans.what')} empty={{ when: list.length === 0, icon: CreditCard, title: t('plans.emptyTitle') }}>
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
