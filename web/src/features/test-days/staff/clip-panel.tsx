import { CircleAlert, Film, Trash2, Video } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CLIP_MARKS, MeasurementTest, StationAthlete, StationClip } from '@common/test-days';

type ClipMark = (typeof CLIP_MARKS)[number];
import { serverMessage } from '@/lib/api';
import { localeOf } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { useMeasureClip, useRemoveClip } from '../api/use-test-days';
import { formatValue, testName } from '../lib/format';

/**
 * A test measured from video at the station (issue 31, decision 055): film or choose a clip for the
 * athlete (each clip one attempt), watch it being measured, then see the height with the take-off
 * and landing frames that decided it. Typed attempts beside it still replace the measure.
 */
export function ClipPanel({ sessionId, test, athlete }: { sessionId: number; test: MeasurementTest; athlete: StationAthlete }) {
  const { t, language } = useT('testDays');
  const input = useRef<HTMLInputElement>(null);
  const [share, setShare] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const measure = useMeasureClip(sessionId, setShare);
  const clips = athlete.clips.filter((c) => c.testId === test.id);
  const counted = clips.filter((c) => c.status !== 'FAILED').length;
  const name = testName(test, language);

  const send = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setShare(0);
    measure.mutate(
      { athleteId: athlete.athleteId, testId: test.id, file },
      { onError: (e) => setError(serverMessage(e, t('clips.uploadFailed'))), onSettled: () => setShare(null) },
    );
  };

  return (
    <div className="mt-2 space-y-2">
      {clips.map((clip, i) => (
        <ClipRow key={clip.id} sessionId={sessionId} clip={clip} n={i + 1} test={test} athleteName={athlete.name} />
      ))}
      {share !== null && <ProgressBar value={Math.round(share * 100)} label={t('clips.uploading')} className="w-48" />}
      {error && (
        <p role="alert" className="inline-flex items-center gap-1 text-xs text-red-700">
          <CircleAlert className="size-3.5" aria-hidden="true" />
          {error}
        </p>
      )}
      {counted < test.attempts && (
        <>
          <input
            ref={input}
            type="file"
            accept="video/*"
            capture="environment"
            hidden
            onChange={(e) => {
              send(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid={`clip-input-${athlete.athleteId}-${test.id}`}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={measure.isPending}
            onClick={() => input.current?.click()}
            aria-label={t('clips.measureFor', { test: name, athlete: athlete.name })}
          >
            <Video className="size-4" aria-hidden="true" />
            {t('clips.measure')}
          </Button>
        </>
      )}
    </div>
  );
}

function ClipRow({ sessionId, clip, n, test, athleteName }: { sessionId: number; clip: StationClip; n: number; test: MeasurementTest; athleteName: string }) {
  const { t, language } = useT('testDays');
  const remove = useRemoveClip(sessionId);
  const [error, setError] = useState<string | null>(null);
  const busy = clip.status === 'QUEUED' || clip.status === 'RUNNING';
  const seconds = (v: number) => new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(v);
  const m = clip.measure;
  const boundText = m ? (test.unit === 's' ? seconds(m.bound) : formatValue(m.bound, test.unit, language)) : '';
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-2 text-xs" data-testid="station-clip">
      <div className="flex items-center gap-2">
        <Film className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <span className="font-semibold text-ink-900">{t('clips.clipN', { n })}</span>
        <span className="min-w-0 flex-1" aria-live="polite">
          {busy ? (
            <Spinner className="size-3.5 border-2" label={t('clips.measuring')} />
          ) : m ? (
            <span className="text-ink-900">
              <strong>
                {formatValue(m.value, test.unit, language)} {t(`units.${test.unit}`)}
              </strong>{' '}
              <span className="text-slate-700">{t('clips.bound', { bound: boundText, unit: t(`units.${test.unit}`) })}</span>
              {clip.decides && <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 font-semibold text-green-900">{t('clips.decides')}</span>}
            </span>
          ) : clip.status === 'NEEDS_LINES' ? (
            <span className="text-amber-900">{t('clips.needsLines')}</span>
          ) : clip.status === 'FAILED' ? (
            <span className="text-red-800">{t(`clips.failures.${clip.reason ?? 'error'}`)}</span>
          ) : (
            <span className="text-slate-700">{t('clips.notRecorded')}</span>
          )}
        </span>
        {!busy && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            disabled={remove.isPending}
            aria-label={t('clips.remove', { n, athlete: athleteName })}
            onClick={() => remove.mutate(clip.id, { onError: (e) => setError(serverMessage(e, t('station.failed'))) })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {m && (
        <>
          <p className="mt-1 text-slate-700">
            {m.flightTimeS !== null
              ? t('clips.flight', { flight: seconds(m.flightTimeS), fps: Math.round(m.frameRate) })
              : t(m.start === 'movement' ? 'clips.fromMovement' : 'clips.fromLine', { fps: Math.round(m.frameRate) })}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {clip.frames.map((f) => {
              const mark = m.marks.find((k) => k.label === f.label);
              const caption = t(`clips.marks.${f.label as ClipMark}`, { frame: mark?.frame ?? 0, t: seconds(mark?.t ?? 0) });
              return (
                <figure key={f.label} className="w-32">
                  <a href={f.url} target="_blank" rel="noreferrer" className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
                    <img
                      src={f.url}
                      alt={`${caption}, ${athleteName}`}
                      className="aspect-video w-32 rounded border border-slate-200 bg-white object-contain"
                      loading="lazy"
                    />
                  </a>
                  <figcaption className="mt-0.5 text-[11px] leading-tight text-slate-700">{caption}</figcaption>
                </figure>
              );
            })}
          </div>
        </>
      )}
      {clip.clipUrl && (
        <a href={clip.clipUrl} target="_blank" rel="noreferrer" className="mt-1 inline-block font-semibold text-brand-700 underline">
          {t('clips.watch', { n })}
        </a>
      )}
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
