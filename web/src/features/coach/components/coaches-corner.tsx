import { MousePointerClick } from 'lucide-react';
import type { Ref } from 'react';
import type { MediaItem } from '@common/media';
import { IconNote } from '@/ui/icon-note';
import { useCoachT } from '../hooks/use-coach-t';
import { athleteName } from '../lib/athlete-name';
import { AiAnalysis } from './ai-analysis';
import { FeedbackForm, type Draft } from './feedback-form';
import { PreviousFeedback } from './previous-feedback';
import { StatusBadge } from './status-badge';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

interface CoachesCornerProps {
  selected: MediaItem | null;
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onSubmit: () => void;
  submitting: boolean;
  editing: boolean;
  ref: Ref<HTMLElement>;
  headingRef: Ref<HTMLHeadingElement>;
  ratingRef: Ref<HTMLButtonElement>;
}

/**
 * The review pane: what is being reviewed, the rating and feedback form, then the AI analysis and
 * earlier feedback for context. Sticky beside the list on wide screens, below it on phones.
 */
export function CoachesCorner({ selected, draft, onChange, onSubmit, submitting, editing, ref, headingRef, ratingRef }: CoachesCornerProps) {
  const { t } = useCoachT();
  const labels = useEnumLabels();
  return (
    <section
      ref={ref}
      aria-labelledby="coaches-corner-heading"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <div className="border-b border-slate-200 p-5">
        <h2 id="coaches-corner-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink-900 focus:outline-none">
          {t('corner.heading')}
        </h2>
        {selected ? (
          <>
            <div className="mt-3 flex items-center gap-3" data-testid="reviewing">
              {selected.thumbnailUrl && <img src={selected.thumbnailUrl} alt="" className="h-12 w-20 shrink-0 rounded-md bg-slate-900 object-cover" />}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('corner.reviewingLabel')}</p>
                <p className="truncate font-semibold text-ink-900">{athleteName(selected, t('media.unknownAthlete'))}</p>
                <p className="truncate text-sm text-slate-700" title={selected.originalName}>
                  {selected.originalName}
                </p>
              </div>
              <StatusBadge status={selected.status} />
            </div>
            <dl className="mt-3 space-y-1 text-sm" data-testid="reviewing-details">
              <div className="flex gap-2">
                <dt className="font-semibold text-ink-900">{t('corner.sport')}:</dt>
                <dd className="text-slate-800">{labels.sport(selected.sport) || t('corner.noSport')}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-900">{t('corner.note')}:</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                  {selected.description || <span className="text-slate-600">{t('corner.noNote')}</span>}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <IconNote icon={MousePointerClick} className="mt-2" centred>
            {t('corner.prompt')}
          </IconNote>
        )}
      </div>
      <div className="space-y-6 p-5">
        <FeedbackForm
          mediaId={selected?.id ?? null}
          draft={draft}
          onChange={onChange}
          onSubmit={onSubmit}
          submitting={submitting}
          editing={editing}
          ratingRef={ratingRef}
        />
        {selected && (
          <>
            <AiAnalysis mediaId={selected.id} />
            <PreviousFeedback feedback={selected.feedback} />
          </>
        )}
      </div>
    </section>
  );
}
