import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Card } from '@/ui/card';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import { WaiverSignPanel } from '@/features/waivers/components/waiver-sign-panel';
import { waiverPagePath } from '@/features/waivers/lib/waiver-required';

/** Only a path of this site is a place to come back to (never another origin). */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : null);

/**
 * /waiver (issue 29, decision 043): the current liability waiver, signed by an adult athlete for
 * themselves or by a parent for a linked child (?athleteId=, chosen here when not given); ?next=
 * goes back where the signature was asked for (a pickup game, the dashboard).
 */
export default function WaiverPage() {
  const { t } = useT('waivers');
  const { user, isLoading } = useUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const isParent = user?.role === 'PARENT';
  const athletes = useLinkedAthletes({ enabled: isParent });
  const next = safeNext(params.get('next'));
  const asked = Number(params.get('athleteId'));
  const athleteId = isParent ? (athletes.data?.find((a) => a.id === asked)?.id ?? (athletes.data?.length === 1 ? athletes.data[0]!.id : undefined)) : undefined;

  return (
    <>
      <PageIntro eyebrow={t('heading')} title={t('page.title')} width="max-w-3xl">
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
        {next && (
          <Link href={next} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t('page.back')}
          </Link>
        )}
        {isLoading || (isParent && athletes.isPending) ? (
          <Spinner label={t('loading')} />
        ) : isParent && (athletes.data?.length ?? 0) === 0 ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('page.noAthletes')}</p>
        ) : (
          <>
            {isParent && (athletes.data?.length ?? 0) > 1 && (
              <nav aria-label={t('page.chooseAthlete')} className="flex flex-wrap gap-2">
                {athletes.data!.map((a) => (
                  <Link
                    key={a.id}
                    href={waiverPagePath(a.id, next ?? undefined)}
                    aria-current={a.id === athleteId ? 'page' : undefined}
                    className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50"
                  >
                    {a.firstName} {a.lastName}
                  </Link>
                ))}
              </nav>
            )}
            {(!isParent || athleteId !== undefined) && (
              <Card className="p-5 sm:p-6">
                <WaiverSignPanel key={athleteId ?? 'self'} athleteId={athleteId} onSigned={next ? () => navigate(next) : undefined} />
              </Card>
            )}
          </>
        )}
      </div>
    </>
  );
}
