import { Link } from 'wouter';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { useT } from '@/lib/i18n/i18next';
import { instantDateTime } from '@/lib/i18n/format';
import { useClip } from '@/features/media/api/use-clip';
import { useProgress } from '@/features/progress/api/use-progress';
import { clipLabel } from '@/features/progress/lib/format';

/** The player's "Compare" with only clip A: the athlete's other analysed clips to compare it with (never itself). */
export function ComparePicker({ a, same }: { a: number; same: boolean }) {
  const { t, language } = useT('review');
  const clip = useClip(a);
  const progress = useProgress(clip.data?.user?.id ?? 0);
  const others = progress.data?.clips.filter((c) => c.mediaId !== a) ?? [];
  return (
    <>
      <PageIntro eyebrow={t('playerTitle')} title={t('compareTitle')}>
        {t('compareLead')}
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-8" data-testid="compare-picker">
        {same && (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            {t('sameClip')}
          </p>
        )}
        {clip.isError && <p className="text-sm text-red-700">{t('loadFailed')}</p>}
        {clip.data && (
          <h2 className="text-lg font-bold text-ink-900">
            {t('compareWith', { name: clip.data.title || clip.data.originalName, date: instantDateTime(clip.data.createdAt, language) })}
          </h2>
        )}
        {!progress.data && !progress.isError && !clip.isError && <Spinner />}
        {progress.data && !others.length && <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noOtherClips')}</p>}
        {others.length > 0 && (
          <ul className="mt-3 space-y-2">
            {others.map((c) => (
              <li key={c.mediaId}>
                <Link
                  href={`/compare?a=${a}&b=${c.mediaId}`}
                  className="block rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {clipLabel(c, language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
