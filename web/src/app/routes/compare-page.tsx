import { Pause, Play } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageIntro } from '@/ui/page-intro';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { ComparePicker } from '@/features/annotations/components/compare-picker';
import { CompareSide } from '@/features/annotations/components/compare-side';
import { useCompare } from '@/features/annotations/hooks/use-compare';
import { SPEEDS } from '@/features/annotations/hooks/use-player';

/** /compare?a=ID&b=ID: two clips side by side, aligned at chosen frames, played in step at any speed. */
export default function ComparePage() {
  const { t } = useT('review');
  const compare = useCompare(useSearch());
  const { a, b, rate } = compare;

  if (compare.view === 'none') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-ink-900">{t('pickTwo')}</p>
      </div>
    );
  }
  // One clip (from the player), or the same clip twice: choose the other one.
  if (compare.view === 'pick') return <ComparePicker a={a} same={compare.same} />;
  return (
    <>
      <PageIntro eyebrow={t('playerTitle')} title={t('compareTitle')}>
        {t('compareLead')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <div className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
          <button
            type="button"
            onClick={compare.playBoth}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {compare.playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            {compare.playing ? t('pauseBoth') : t('playBoth')}
          </button>
          <div role="group" aria-label={t('sharedSpeed')} className="flex overflow-hidden rounded-lg border border-slate-300">
            {SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={rate === s}
                onClick={() => compare.speed(s)}
                className={cn('h-10 px-3 text-sm font-semibold', rate === s ? 'bg-ink-900 text-white' : 'bg-white text-ink-900 hover:bg-slate-50')}
              >
                {s}x
              </button>
            ))}
          </div>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <CompareSide mediaId={a} side="a" {...compare.sideA} skeleton={compare.skeleton} />
          <CompareSide mediaId={b} side="b" {...compare.sideB} skeleton={compare.skeleton} />
        </div>
      </div>
    </>
  );
}
