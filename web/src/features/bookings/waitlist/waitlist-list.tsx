import { Clock, ListOrdered } from 'lucide-react';
import { Link } from 'wouter';
import type { WaitlistEntry } from '@common/waitlist';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { sessionWords } from './session-words';
import { useHeldUntil } from './use-held-until';
import { fullName, offerCheckoutHref } from './waitlist';

/**
 * Places in line, one row each: "#2 in line for ..." with Leave waitlist, or the held place with Book
 * now and Decline. The caller gives it a heading and a Suspense boundary.
 */
export function WaitlistList({ entries }: { entries: WaitlistEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((e) => (
        <WaitlistRow key={e.id} entry={e} />
      ))}
    </ul>
  );
}

function WaitlistRow({ entry }: { entry: WaitlistEntry }) {
  const { user } = useUser();
  const { t, language } = useT('waitlist');
  const heldUntil = useHeldUntil();
  const words = sessionWords(entry.session, t, language);
  const self = entry.athlete.id === user?.id;
  const name = fullName(entry.athlete);
  const context = self ? t('context', words) : t('contextFor', { ...words, name });
  const offered = entry.status === 'OFFERED';
  const values = { program: words.what, date: words.day, time: words.time, position: entry.position ?? '', until: heldUntil(entry.offerExpiresAt) };
  const Icon = offered ? Clock : ListOrdered;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-2.5">
        <Icon className={offered ? 'mt-0.5 size-5 shrink-0 text-brand-700' : 'mt-0.5 size-5 shrink-0 text-slate-500'} aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className={offered ? 'font-semibold text-ink-900' : 'text-ink-900'}>{offered ? t('list.offered', values) : t('list.waiting', values)}</p>
          {!self && <p className="text-slate-600">{t('forName', { name })}</p>}
          {entry.autoBook && !offered && <p className="text-slate-600">{t('list.autoBook')}</p>}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {offered && (
          <Button asChild size="sm">
            <Link href={offerCheckoutHref(entry, user?.id)}>
              {t('bookNow')}
              <span className="sr-only">{context}</span>
            </Link>
          </Button>
        )}
        <LeaveWaitlistButton entry={entry} context={context} />
      </div>
    </li>
  );
}
