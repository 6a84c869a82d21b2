import { Ticket } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { usableGrants } from './credits';
import { useCredits } from './use-credits';

/**
 * The dashboards' card (athlete and parent): the credits left, when the next ones expire, each pack
 * with what is left of it, and the way to buy one. With no credits, one line and that link.
 */
export function CreditsCard() {
  return (
    <Suspense fallback={null}>
      <CreditsCardBody />
    </Suspense>
  );
}

const buyLink = 'inline-flex font-semibold text-brand-700 underline-offset-2 hover:underline';

function CreditsCardBody() {
  const { t, language } = useT('packs');
  const credits = useCredits();
  if (!credits.data) return null;
  const { balance, nextExpiry } = credits.data;
  const grants = usableGrants(credits.data, new Date());

  return (
    <Card className="p-4 sm:p-6" data-testid="credits-card">
      <section aria-labelledby="credits-card-heading">
        <h2 id="credits-card-heading" className="flex items-center gap-2 text-xl font-bold text-ink-900">
          <Ticket className="size-5 text-brand-600" aria-hidden="true" /> {t('credits.title')}
        </h2>
        {balance === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('credits.none')}{' '}
            <Link href="/packs" className={buyLink}>
              {t('credits.buy')}
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-2 text-2xl font-extrabold text-ink-900 tabular-nums">{t('credits.balance', { count: balance })}</p>
            {nextExpiry && (
              <p className="text-sm text-slate-700">{t('credits.nextExpiry', { count: nextExpiry.credits, date: instantDate(nextExpiry.at, language) })}</p>
            )}
            {grants.length > 0 && (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label={t('credits.packsLabel')}>
                {grants.map((g) => (
                  <li key={g.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink-900">{g.packName}</span>
                      <span className="block text-slate-600">{g.programs.length ? g.programs.map((p) => p.name).join(', ') : t('credits.anyProgram')}</span>
                    </span>
                    <span className="shrink-0 sm:text-right">
                      <span className="block font-semibold text-ink-900 tabular-nums">{t('credits.left', { remaining: g.remaining, total: g.credits })}</span>
                      <span className="block text-slate-600">{t('credits.expires', { date: instantDate(g.expiresAt, language) })}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link href="/packs" className={`${buyLink} mt-3 text-sm`}>
              {t('credits.buy')}
            </Link>
          </>
        )}
      </section>
    </Card>
  );
}
