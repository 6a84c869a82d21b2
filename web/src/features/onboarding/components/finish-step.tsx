import { Camera, PartyPopper, Target, UserRound } from 'lucide-react';

const PARTS = [
  { icon: Camera, label: 'Profile picture' },
  { icon: UserRound, label: 'Age, sport and position' },
  { icon: Target, label: 'Training goals' },
];

/** Step 4: what profile setup asks for; the link to it is in the step buttons. */
export function FinishStep({ text }: { text: string }) {
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
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
