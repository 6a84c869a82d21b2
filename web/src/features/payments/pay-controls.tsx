import { Lock } from 'lucide-react';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { payLabel } from './pay-label';

export function PayButton({ busy, disabled, save, amount }: { busy: boolean; disabled?: boolean; save: boolean; amount: number }) {
  const { t, language } = useT('payments');
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      <Lock className="size-4" aria-hidden="true" />
      {payLabel({ busy, save, amount }, t, language)}
    </Button>
  );
}

export function SaveCardCheckbox({ checked, onChange, label }: { checked: boolean; onChange: (v: boolean) => void; label?: string }) {
  const { t } = useT('payments');
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {label ?? t('pay.saveCard')}
        <span className="block text-xs text-slate-600">{t('pay.saveCardNote')}</span>
      </span>
    </label>
  );
}

/** The amount in words next to the button, as the button itself may read 'Save & Pay'. */
export function AmountDue({ amount }: { amount: number }) {
  const { t, language } = useT('payments');
  return (
    <p className="flex items-baseline justify-between text-sm text-slate-700">
      <span>{t('pay.totalDue')}</span>
      <span className="text-lg font-bold text-ink-900 tabular-nums">{money(amount, language)}</span>
    </p>
  );
}
