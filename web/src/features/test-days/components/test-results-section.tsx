import { Medal, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { MyResults, TestSex } from '@common/test-days';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useMyResults, useSaveTestSettings } from '../api/use-test-days';
import { ResultCard } from './result-card';

/**
 * The progress page's test results (issue 31): an athlete's own (`athleteId` undefined) or a linked
 * child's (a parent), with the leaderboard choices. Coaches who are not staff do not read them.
 */
export function TestResultsSection({ athleteId, name, asParent }: { athleteId?: number; name: string; asParent: boolean }) {
  const { t } = useT('testDays');
  const results = useMyResults(athleteId);
  return (
    <section aria-labelledby="test-results-h" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="test-results-h" className="text-xl font-bold text-ink-900">
            {t('results.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('results.lead')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/leaderboards">
            <Medal className="size-4" aria-hidden="true" />
            {t('results.leaderboard')}
          </Link>
        </Button>
      </div>
      {results.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('results.loadFailed')}
        </p>
      )}
      {results.isPending && <Spinner />}
      {results.data && (
        <>
          {!results.data.analytics && results.data.tests.length > 0 && (
            <div
              className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
              data-testid="analytics-upgrade"
            >
              <TrendingUp className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="flex-1">
                <p className="font-semibold text-ink-900">{t('results.upgradeTitle')}</p>
                <p className="text-sm text-slate-700">{t('results.upgradeLead')}</p>
              </div>
              <Button asChild size="sm">
                <Link href="/subscription">{t('results.upgrade')}</Link>
              </Button>
            </div>
          )}
          {results.data.tests.length === 0 ? (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('results.none')}</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {results.data.tests.map((r) => (
                <ResultCard key={r.test.id} result={r} />
              ))}
            </div>
          )}
          {/* keyed: a parent switching children starts from that child's own choices */}
          <BoardSettings key={results.data.athleteId} results={results.data} name={name} asParent={asParent} />
        </>
      )}
    </section>
  );
}

function BoardSettings({ results, name, asParent }: { results: MyResults; name: string; asParent: boolean }) {
  const { t } = useT('testDays');
  const save = useSaveTestSettings();
  const sexId = useId();
  const { athleteId } = results;
  // The choices change on screen at once (a controlled box would otherwise spring back until the answer).
  const [chosen, setChosen] = useState<Partial<MyResults['settings']>>({});
  const settings = { ...results.settings, ...chosen };
  const change = (body: { sex?: TestSex | null; leaderboardOptOut?: boolean; showOnProfile?: boolean; consent?: boolean }) => {
    setChosen((c) => ({ ...c, ...body }));
    save.mutate({ athleteId, ...body }, { onError: () => setChosen({}) });
  };
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{t('results.settingsTitle')}</summary>
      <div className="mt-3 space-y-3">
        <div className="max-w-xs">
          <label htmlFor={sexId} className="block font-medium text-ink-900">
            {t('results.sex')}
          </label>
          <select
            id={sexId}
            value={settings.sex ?? ''}
            onChange={(e) => change({ sex: e.target.value === '' ? null : (e.target.value as TestSex) })}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
          >
            <option value="">{t('sexChoice.none')}</option>
            <option value="F">{t('sexChoice.F')}</option>
            <option value="M">{t('sexChoice.M')}</option>
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-4" checked={settings.leaderboardOptOut} onChange={(e) => change({ leaderboardOptOut: e.target.checked })} />
          {asParent ? t('results.optOutChild', { name }) : t('results.optOut')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-4" checked={settings.showOnProfile} onChange={(e) => change({ showOnProfile: e.target.checked })} />
          {asParent ? t('results.showOnProfileChild', { name }) : t('results.showOnProfile')}
        </label>
        {settings.minor && asParent && (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-4" checked={settings.consent} onChange={(e) => change({ consent: e.target.checked })} />
            {t('results.consent', { name })}
          </label>
        )}
        {settings.minor && <p className="text-xs text-slate-600">{t('results.minorNote')}</p>}
        <p aria-live="polite" className="text-xs">
          {save.isSuccess && <span className="text-emerald-800">{t('results.settingsSaved')}</span>}
          {save.isError && <span className="text-red-700">{t('results.settingsFailed')}</span>}
        </p>
      </div>
    </details>
  );
}
