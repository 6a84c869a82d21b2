import { CircleCheck } from 'lucide-react';
import type { Role } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { HIGHLIGHTS } from '../lib/welcome-copy';

/** Step 1: what the platform is for, for this role. */
export function IntroStep({ role }: { role: Role }) {
  const { t } = useT('onboarding');
  return (
    <div>
      <p className="text-lg text-slate-700">{t(`roles.${role}.intro`)}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {HIGHLIGHTS.map((h) => (
          <li key={h} className="flex items-start gap-2.5 rounded-xl bg-slate-50 p-4 text-sm font-medium text-ink-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {t(`roles.${role}.highlights.${h}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
