import { ChevronRight, CreditCard, Globe, ListChecks, Receipt, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';

interface AccountLink {
  href: string;
  /** Its words in the account namespace (links.*). */
  link: 'publicProfile' | 'subscription' | 'billing' | 'profileSetup';
  icon: LucideIcon;
  roles: readonly Role[];
}

/** Coaches have no plan screen; only athletes publish a public profile. */
const LINKS: AccountLink[] = [
  { href: '/my-public-profile', link: 'publicProfile', icon: Globe, roles: ['ATHLETE'] },
  { href: '/subscription', link: 'subscription', icon: CreditCard, roles: ['ATHLETE', 'PARENT'] },
  // Issue 29: payments, refunds and credit movements, each with its receipt.
  { href: '/billing', link: 'billing', icon: Receipt, roles: ['ATHLETE', 'PARENT'] },
  { href: '/profile-setup', link: 'profileSetup', icon: ListChecks, roles: ['ATHLETE', 'PARENT', 'COACH'] },
];

/** Links to the other screens about the account. */
export function AccountLinks({ role }: { role: Role }) {
  const { t } = useT('account');
  return (
    <Card className="overflow-hidden">
      <nav aria-label={t('links.label')}>
        <ul className="divide-y divide-slate-200">
          {LINKS.filter((l) => l.roles.includes(role)).map(({ href, link, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50">
                <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{t(`links.${link}.label`)}</span>
                  <span className="block text-sm text-slate-600">{t(`links.${link}.text`)}</span>
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
