import { BellRing } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import type { WaitlistEntry } from '@common/waitlist';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { sessionWords } from './session-words';
import { useHeldUntil } from './use-held-until';
import { useWaitlist } from './use-waitlist';
import { fullName, offerCheckoutHref, splitEntries } from './waitlist';

/**
 * A banner for each place offered from a waitlist, with Book now and Decline; nothing (and no words
 * loaded) when there is none.
 */
export function OfferBanners() {
  const list = useWaitlist();
  const { offered } = splitEntries(list.data ?? []);
  if (offered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <div className="space-y-3">
        {offered.map((e) => (
          <OfferBanner key={e.id} entry={e} />
        ))}
      </div>
    </Suspense>
  );
}

/** "A place opened in {program} on {date} at {time}... held for you until {time}", Book now and Decline. */
export function OfferBanner({ entry }: { entry: WaitlistEntry }) {
  const { user } = useUser();
  const { t, language } = useT('waitlist');
  const heldUntil = useHeldUntil();
  const words = sessionWords(entry.session, t, language);
  const self = entry.athlete.id === user?.id;
  const athlete = fullName(entry.athlete);
  const values = { program: words.what, date: words.day, time: words.time, athlete, until: heldUntil(entry.offerExpiresAt) };
  const context = self ? t('context', words) : t('contextFor', { ...words, name: athlete });
  const headingId = `waitlist-offer-${entry.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-brand-600 bg-brand-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <BellRing className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink-900">
            {self ? t('banner.titleSelf') : t('banner.titleOther', { athlete })}
          </h2>
          <p className="mt-1 text-sm text-ink-900">{self ? t('banner.textSelf', values) : t('banner.textOther', values)}</p>
          {entry.autoBook && <p className="mt-1 text-sm text-slate-700">{t('banner.autoBook')}</p>}
        </div>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <Button asChild>
          <Link href={offerCheckoutHref(entry, user?.id)}>
            {t('bookNow')}
            <span className="sr-only">{context}</span>
          </Link>
        </Button>
        <LeaveWaitlistButton entry={entry} context={context} size="md" />
      </div>
    </section>
  );
}
