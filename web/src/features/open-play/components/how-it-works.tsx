import { CalendarClock, CreditCard, Ticket } from 'lucide-react';

const STEPS = [
  { icon: Ticket, title: 'Free games', text: 'With a plan that includes pickup games, join in one tap. Your place is saved at once.' },
  { icon: CreditCard, title: 'Paid games', text: 'Pay the game fee by card to take your place.' },
  { icon: CalendarClock, title: 'Change of plans?', text: 'Leave 24 hours or more before the start and a paid game is refunded.' },
] as const;

/** The three rules of open play, above the list (naming the plans with games when the visitor's has none). */
export function HowItWorks({ includedIn }: { includedIn?: string[] | null }) {
  return (
    <ul className="grid divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:grid-cols-3 sm:divide-x sm:divide-y-0" aria-label="How open play works">
      {STEPS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <p className="text-sm font-bold text-ink-900">{title}</p>
            <p className="text-sm text-slate-600">{title === 'Free games' && includedIn?.length ? `Included in the ${includedIn.join(', ')} plans: join in one tap.` : text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
