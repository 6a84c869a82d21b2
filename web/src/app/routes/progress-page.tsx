import { useId } from 'react';
import { useLocation, useParams } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { useProgress, useProgressAthletes } from '@/features/progress/api/use-progress';
import { ClipsPanel } from '@/features/progress/components/clips-panel';
import { MeasureCard } from '@/features/progress/components/measure-card';
import { RatingsChart } from '@/features/progress/components/ratings-chart';
import { SessionsChart } from '@/features/progress/components/sessions-chart';
import { TestResultsSection } from '@/features/test-days/components/test-results-section';

/** /progress and /progress/:athleteId: an athlete's progress for the athlete, a linked parent or a coach. */
export default function ProgressPage() {
  const { user } = useUser();
  const { t } = useT('progress');
  const athletes = useProgressAthletes();
  const [, navigate] = useLocation();
  const pickId = useId();
  const asked = Number(useParams<{ athleteId?: string }>().athleteId) || 0;
  const athleteId = asked || athletes.data?.[0]?.id || 0;
  const progress = useProgress(athleteId);
  const mine = user?.role === 'ATHLETE';
  const name = progress.data?.athlete.name ?? athletes.data?.find((a) => a.id === athleteId)?.name ?? '';
  // Test results: the athlete's own, a linked parent's child's, or (staff) anyone's; not other coaches'.
  const readsTests = mine || user?.role === 'PARENT' || !!user?.isStaff;
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={mine ? t('titleMine') : name ? t('title', { name }) : t('eyebrow')}>
        {t('lead')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        {!mine && athletes.data && athletes.data.length > 1 && (
          <div className="max-w-sm">
            <label htmlFor={pickId} className="block text-sm font-semibold text-ink-900">
              {t('athlete')}
            </label>
            <select
              id={pickId}
              value={athleteId}
              onChange={(e) => navigate(`/progress/${e.target.value}`)}
              className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {athletes.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {athletes.data && !athletes.data.length && <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noAthletes')}</p>}
        {progress.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('loadFailed')}
          </p>
        )}
        {athleteId > 0 && !progress.data && !progress.isError && <Spinner />}
        {progress.data && (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <SessionsChart weeks={progress.data.weeks} />
              <RatingsChart ratings={progress.data.ratings} />
            </div>
            {readsTests && <TestResultsSection athleteId={mine ? undefined : athleteId} name={name} asParent={user?.role === 'PARENT'} />}
            <section aria-labelledby="measures-h">
              <h2 id="measures-h" className="mb-3 text-xl font-bold text-ink-900">
                {t('measures')}
              </h2>
              {progress.data.measures.length ? (
                <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {progress.data.measures.map((m) => (
                    <MeasureCard key={m.key} m={m} />
                  ))}
                </div>
              ) : (
                <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noMeasures')}</p>
              )}
            </section>
            <section aria-labelledby="clips-h">
              <h2 id="clips-h" className="mb-3 text-xl font-bold text-ink-900">
                {t('clips')}
              </h2>
              <ClipsPanel clips={progress.data.clips} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
