import { Camera, PartyPopper, Target, UserRound } from 'lucide-react';
import { useT, type KeyOf } from '@/lib/i18n/i18next';

const PARTS: Array<{ icon: typeof Camera; label: KeyOf<'onboarding'> }> = [
  { icon: Camera, label: 'finish.picture' },
  { icon: UserRound, label: 'finish.basics' },
  { icon: Target, label: 'finish.goals' },
];

/** Step 4: what profile setup asks for; the link to it is in the step buttons. */
export function FinishStep({ text }: { text: string }) {
  const { t } = useT('onboarding');
  return (
    <div>
      <span className="grid size-14 place-items-center rounded-2xl bg-green-100 text-green-700">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {PARTS.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm font-medium text-ink-900">
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
            {t(label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
