import { CalendarClock, CreditCard, Ticket } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';

const STEPS = [
  { icon: Ticket, step: 'free' },
  { icon: CreditCard, step: 'paid' },
  { icon: CalendarClock, step: 'change' },
] as const;

/** The three rules of open play, above the list (naming the plans with games when the visitor's has none). */
export function HowItWorks({ includedIn }: { includedIn?: string[] | null }) {
  const { t } = useT('openPlay');
  return (
    <ul
      className="grid divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:grid-cols-3 sm:divide-x sm:divide-y-0"
      aria-label={t('how.label')}
    >
      {STEPS.map(({ icon: Icon, step }) => (
        <li key={step} className="flex gap-3 p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <p className="text-sm font-bold text-ink-900">{t(`how.${step}.title`)}</p>
            <p className="text-sm text-slate-600">
              {step === 'free' && includedIn?.length ? t('how.includedIn', { plans: includedIn.join(', ') }) : t(`how.${step}.text`)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
