import { Settings2, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '@common/auth';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { useCoachStats } from '../api/use-coach-stats';
import { useCoachT } from '../hooks/use-coach-t';

/**
 * The dark band at the top: welcome line, title and (staff) Manage. The language switch and Sign Out
 * are the site header's, once on the page (issue 34: they were shown twice).
 */
export function CoachHeader({ user }: { user: AuthUser }) {
  const { t } = useCoachT();
  // "Welcome back" once the coach has reviewed something (a rating given); a newly approved coach is welcomed.
  const stats = useCoachStats();
  const isNew = stats.data !== undefined && stats.data.avgRating == null;
  return (
    <section className="bg-ink-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-6 pb-8 sm:flex-row sm:pb-10 sm:items-end sm:justify-between sm:pt-10">
        <div className="min-w-0">
          <p className="flex items-center gap-3 text-base font-semibold text-brand-500">
            <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
            {t(isNew ? 'header.welcomeNew' : 'header.welcome', { firstName: user.firstName })}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('header.title')}</h1>
          <p className="mt-2 hidden max-w-2xl text-base text-slate-300 sm:block">{t('header.lead')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Button asChild variant="ghost" className="border border-white/40 px-3 text-white hover:bg-white/10 sm:px-4">
            <Link href="/coach/groups">
              <UsersRound className="size-4" aria-hidden="true" />
              <span>{t('header.groups')}</span>
            </Link>
          </Button>
          {user.isStaff && (
            <Button asChild variant="ghost" className="border border-white/40 px-3 text-white hover:bg-white/10 sm:px-4">
              <Link href="/coach/manage">
                <Settings2 className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('header.manage')}</span>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
