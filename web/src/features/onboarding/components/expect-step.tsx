import type { Role } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { EXPECTATION_ICONS, EXPECTATIONS } from '../lib/welcome-copy';

/** Step 2: what to expect (booking, video feedback, achievements; parents: linking their athlete). */
export function ExpectStep({ role }: { role: Role }) {
  const { t } = useT('onboarding');
  return (
    <ul className="space-y-4">
      {EXPECTATIONS.map((key) => {
        const Icon = EXPECTATION_ICONS[role][key];
        return (
          <li key={key} className="flex gap-4 rounded-xl border border-slate-200 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-bold text-ink-900">{t(`roles.${role}.expectations.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`roles.${role}.expectations.${key}.text`)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
