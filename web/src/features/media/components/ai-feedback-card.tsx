import { CheckCircle2, CircleAlert, Clock, Cpu, Eye, FileVideo, Gauge, ImageOff, Lightbulb, Ruler, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AiFeedback, ConfidenceReason } from '@common/analysis';
import { useT } from '@/lib/i18n/i18next';
import { instantDateTime } from '@/lib/i18n/format';
import { Card } from '@/ui/card';
import { analysisOutcome, analysisTypeLabel, describeCoverage, formatProcessingTime, readMeasures } from '../lib/ai-feedback';
import { ConfidenceBadge } from './confidence-badge';
import { TagList } from './tag-list';

function Points({ title, icon, items, tone }: { title: string; icon: ReactNode; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className={`flex items-center gap-1.5 text-sm font-bold ${tone}`}>
        {icon}
        {title}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-slate-400">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

const dateOf = (iso: string) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** The skeleton overlay of the key frame; a link to the full size, and a note if the (expiring) URL fails. */
function Overlay({ url, fileName, keyFrame }: { url: string; fileName?: string; keyFrame: string | null }) {
  const { t } = useT('media');
  const [failed, setFailed] = useState(false);
  const caption = keyFrame ? t('feedback.poseAt', { keyFrame: keyFrame.toLowerCase() }) : t('feedback.pose');
  if (failed) {
    return (
      <p className="order-first flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-xs text-slate-700 md:order-none md:w-64">
        <ImageOff className="size-4 shrink-0" aria-hidden="true" />
        {t('feedback.overlayFailed')}
      </p>
    );
  }
  return (
    <figure className="order-first md:order-none md:w-64" data-testid="pose-overlay">
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={url}
          alt={t('feedback.overlayAlt', { name: fileName ?? t('feedback.theUpload') })}
          className="max-h-80 w-full rounded-lg bg-slate-900 object-contain"
          onError={() => setFailed(true)}
        />
        <span className="sr-only"> {t('feedback.opensFull')}</span>
      </a>
      <figcaption className="mt-1.5 text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}

/**
 * One AI analysis (part 2, 2 "Media page"): type, confidence with its colour band, processing time,
 * the feedback, its lists, tags, model version, date and the upload it belongs to; the skeleton
 * overlay of the key frame and the measured values. An analysis that found nothing to measure or
 * could not be completed says so plainly instead. On a parent's list it names whose upload it was.
 */
export function AiFeedbackCard({ item, headingLevel = 3 }: { item: AiFeedback; headingLevel?: 2 | 3 }) {
  const { t, language } = useT('media');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const created = dateOf(item.createdAt);
  const measures = readMeasures(item.measures);
  const kind = item.analysisType === 'VIDEO_ANALYSIS' ? 'video' : 'image';
  const coverage = describeCoverage(item.measures, kind, t);
  const outcome = analysisOutcome(item);
  const icon = 'size-4 shrink-0';
  return (
    <Card className="overflow-hidden" data-testid="ai-feedback" data-outcome={outcome}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-5">
        <div className="min-w-0">
          <Heading className="text-lg font-bold text-ink-900">{analysisTypeLabel(item.analysisType, t)}</Heading>
          {item.athlete && (
            <p className="text-sm font-semibold text-brand-700">{t('card.forAthlete', { name: `${item.athlete.firstName} ${item.athlete.lastName}` })}</p>
          )}
          {item.originalName && (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
              <FileVideo className={icon} aria-hidden="true" />
              <span className="truncate" title={item.originalName}>
                {item.originalName}
              </span>
            </p>
          )}
        </div>
        <ConfidenceBadge confidence={item.confidence} />
      </div>
      <div className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 space-y-5">
          {outcome === 'measured' ? (
            item.feedback && <p className="text-sm leading-relaxed text-slate-800">{item.feedback}</p>
          ) : (
            <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="text-sm">
                <p className="font-semibold">{outcome === 'failed' ? t('feedback.failed') : t('feedback.nothing')}</p>
                {item.feedback && <p className="mt-0.5 leading-relaxed">{item.feedback}</p>}
              </div>
            </div>
          )}
          {coverage && outcome !== 'failed' && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Eye className="size-3.5 shrink-0" aria-hidden="true" />
                {coverage.seen}
              </span>
              {coverage.profile && <span>{t('feedback.judgedFor', { profile: coverage.profile.toLowerCase() })}</span>}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Points title={t('feedback.strengths')} icon={<CheckCircle2 className={icon} aria-hidden="true" />} items={item.strengths} tone="text-green-800" />
            <Points title={t('feedback.improvements')} icon={<Target className={icon} aria-hidden="true" />} items={item.improvements} tone="text-orange-800" />
          </div>
          <Points
            title={t('feedback.recommendations')}
            icon={<Lightbulb className={icon} aria-hidden="true" />}
            items={item.recommendations}
            tone="text-sky-800"
          />
          {outcome !== 'failed' && <ConfidenceReasons id={item.id} reasons={item.measures?.confidenceReasons ?? []} />}
          {measures.length > 0 && (
            <section aria-labelledby={`measures-${item.id}`}>
              <h4 id={`measures-${item.id}`} className="flex items-center gap-1.5 text-sm font-bold text-ink-900">
                <Ruler className={icon} aria-hidden="true" />
                {t('feedback.measurements')}
              </h4>
              <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="measures">
                {measures.map((m) => (
                  <div key={m.label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
                    <dt className="text-xs leading-snug text-slate-600">{m.label}</dt>
                    <dd className="mt-0.5 text-base font-semibold text-ink-900 tabular-nums">{m.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <TagList tags={item.tags} label={t('feedback.tags')} />
        </div>
        {item.overlayUrl && <Overlay url={item.overlayUrl} fileName={item.originalName} keyFrame={coverage?.keyFrame ?? null} />}
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('feedback.processedIn', { time: formatProcessingTime(item.processingTime) })}
        </span>
        {item.modelVersion && (
          <span className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
            <Cpu className="size-3.5 shrink-0" aria-hidden="true" />
            {t('feedback.model', { version: item.modelVersion })}
          </span>
        )}
        {created && <time dateTime={created.toISOString()}>{instantDateTime(created.toISOString(), language)}</time>}
      </div>
    </Card>
  );
}

/** What lowered the confidence, each with advice for the next clip (issue 33; worded by the server in the reader's language). */
function ConfidenceReasons({ id, reasons }: { id: number; reasons: ConfidenceReason[] }) {
  const { t } = useT('media');
  if (!reasons.length) return null;
  return (
    <section aria-labelledby={`reasons-${id}`} data-testid="confidence-reasons">
      <h4 id={`reasons-${id}`} className="flex items-center gap-1.5 text-sm font-bold text-ink-900">
        <Gauge className="size-4 shrink-0" aria-hidden="true" />
        {t('feedback.reasons')}
      </h4>
      <ul className="mt-2 space-y-2 text-sm">
        {reasons.map((r) => (
          <li key={r.code} data-code={r.code} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
            <p className="text-slate-800">{r.text}</p>
            <p className="mt-0.5 text-slate-700">
              <span className="font-semibold text-ink-900">{t('feedback.nextTime')}</span> {r.advice}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
