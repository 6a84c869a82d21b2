import { format } from 'date-fns';
import { CheckCircle2, Clock, Cpu, FileVideo, Lightbulb, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { analysisTypeLabel, formatProcessingTime, readMeasures, type AiFeedback } from '../lib/ai-feedback';
import { ConfidenceBadge } from './confidence-badge';

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

const dateOf = (iso?: string) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/**
 * One AI analysis (part 2, 2 "Media page"): type, confidence, processing time, the feedback, its
 * lists, tags, model version, date and the upload it belongs to; the skeleton overlay and the
 * measured values when the analysis sends them.
 */
export function AiFeedbackCard({ item, headingLevel = 3 }: { item: AiFeedback; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const created = dateOf(item.createdAt);
  const measures = readMeasures(item.measures);
  const icon = 'size-4 shrink-0';
  return (
    <Card className="overflow-hidden" data-testid="ai-feedback">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-5">
        <div className="min-w-0">
          <Heading className="text-lg font-bold text-ink-900">{analysisTypeLabel(item.analysisType)}</Heading>
          {item.originalName && (
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
              <FileVideo className={icon} aria-hidden="true" />
              <span className="truncate" title={item.originalName}>
                {item.originalName}
              </span>
            </p>
          )}
        </div>
        {item.confidence !== undefined && <ConfidenceBadge confidence={item.confidence} />}
      </div>
      <div className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="space-y-5">
          {item.feedback && <p className="text-sm leading-relaxed text-slate-800">{item.feedback}</p>}
          <div className="grid gap-5 sm:grid-cols-2">
            <Points title="Strengths" icon={<CheckCircle2 className={icon} aria-hidden="true" />} items={item.strengths} tone="text-green-800" />
            <Points title="Areas to improve" icon={<Target className={icon} aria-hidden="true" />} items={item.improvements} tone="text-orange-800" />
          </div>
          <Points title="Recommendations" icon={<Lightbulb className={icon} aria-hidden="true" />} items={item.recommendations} tone="text-sky-800" />
          {measures.length > 0 && (
            <section>
              <h4 className="text-sm font-bold text-ink-900">Measurements</h4>
              <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {measures.map((m) => (
                  <div key={m.label} className="rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-600">{m.label}</dt>
                    <dd className="text-sm font-semibold text-ink-900 tabular-nums">{m.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {item.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {item.tags.map((t) => (
                <li key={t}>
                  <Badge>#{t}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        {item.overlayUrl && (
          <figure className="md:w-56">
            <img src={item.overlayUrl} alt="Key frame with the detected body pose drawn on it" className="w-full rounded-lg bg-slate-900 object-contain" loading="lazy" />
            <figcaption className="mt-1 text-xs text-slate-600">Detected pose at the key frame</figcaption>
          </figure>
        )}
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs text-slate-600">
        {item.processingTime !== undefined && (
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            Processed in {formatProcessingTime(item.processingTime)}
          </span>
        )}
        {item.modelVersion && (
          <span className="inline-flex items-center gap-1">
            <Cpu className="size-3.5" aria-hidden="true" />
            Model {item.modelVersion}
          </span>
        )}
        {created && <time dateTime={created.toISOString()}>{format(created, 'MMM d, yyyy h:mm a')}</time>}
      </div>
    </Card>
  );
}
