import { ChevronRight, CreditCard, Globe, ListChecks, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '@common/auth';
import { Card } from '@/ui/card';

interface AccountLink {
  href: string;
  label: string;
  text: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

/** Coaches have no plan screen; only athletes publish a public profile. */
const LINKS: AccountLink[] = [
  { href: '/my-public-profile', label: 'My Public Profile', text: 'What coaches and scouts see', icon: Globe, roles: ['ATHLETE'] },
  { href: '/subscription', label: 'Subscription', text: 'Your plan and what it includes', icon: CreditCard, roles: ['ATHLETE', 'PARENT'] },
  { href: '/profile-setup', label: 'Profile Setup', text: 'Age, sport, position and goals', icon: ListChecks, roles: ['ATHLETE', 'PARENT', 'COACH'] },
];

/** Links to the other screens about the account. */
export function AccountLinks({ role }: { role: Role }) {
  return (
    <Card className="overflow-hidden">
      <nav aria-label="More account settings">
        <ul className="divide-y divide-slate-200">
          {LINKS.filter((l) => l.roles.includes(role)).map(({ href, label, text, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50">
                <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{label}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
