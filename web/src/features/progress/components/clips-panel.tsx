import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Progress } from '@common/progress';
import { useT } from '@/lib/i18n/i18next';
import { instantDateTime } from '@/lib/i18n/format';
import { clipLabel } from '../lib/format';

/** The athlete's analysed clips: open one in the player, or pick two to compare side by side. */
export function ClipsPanel({ clips }: { clips: Progress['clips'] }) {
  const { t, language } = useT('progress');
  const aId = useId();
  const bId = useId();
  const [a, setA] = useState(clips[1]?.mediaId ?? clips[0]?.mediaId ?? 0);
  const [b, setB] = useState(clips[0]?.mediaId ?? 0);
  // A clip is never compared with itself: the second list leaves out the first's clip.
  const others = clips.filter((c) => c.mediaId !== a);
  const pickA = (id: number) => {
    setA(id);
    if (id === b) setB(clips.find((c) => c.mediaId !== id)?.mediaId ?? 0);
  };
  if (!clips.length) return <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noClips')}</p>;
  const select = 'mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ul className="space-y-2">
        {clips.map((c) => (
          <li key={c.mediaId} className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink-900">{c.name}</span>
              <span className="text-xs text-slate-600">
                {instantDateTime(c.date, language)}
                {c.durationSeconds ? ` · ${c.durationSeconds.toFixed(1)} s` : ''}
              </span>
              {c.note && (
                <span className="block truncate text-xs text-slate-700" title={c.note}>
                  {c.note}
                </span>
              )}
            </span>
            <Link
              href={`/review/${c.mediaId}`}
              className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-50"
              aria-label={t('openOf', { name: c.name })}
            >
              {t('open')}
            </Link>
          </li>
        ))}
      </ul>
      {clips.length > 1 && (
        <form className="space-y-2 rounded-xl border border-slate-200 bg-white p-3" onSubmit={(e) => e.preventDefault()}>
          <h3 className="font-bold text-ink-900">{t('compare')}</h3>
          <label htmlFor={aId} className="block text-xs font-semibold text-slate-700">
            {t('compareA')}
          </label>
          <select id={aId} className={select} value={a} onChange={(e) => pickA(Number(e.target.value))}>
            {clips.map((c) => (
              <option key={c.mediaId} value={c.mediaId}>
                {clipLabel(c, language)}
              </option>
            ))}
          </select>
          <label htmlFor={bId} className="block text-xs font-semibold text-slate-700">
            {t('compareB')}
          </label>
          <select id={bId} className={select} value={b} onChange={(e) => setB(Number(e.target.value))}>
            {others.map((c) => (
              <option key={c.mediaId} value={c.mediaId}>
                {clipLabel(c, language)}
              </option>
            ))}
          </select>
          <Link
            href={`/compare?a=${a}&b=${b}`}
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('compareGo')}
          </Link>
        </form>
      )}
    </div>
  );
}
