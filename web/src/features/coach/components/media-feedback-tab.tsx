import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { coachApi } from '@common/coach';
import { serverMessage } from '@/lib/api';
import { apiQuery } from '@/lib/api-client';
import { useUser } from '@/lib/use-user';
import { toast } from '@/ui/toast';
import { useCoachMedia } from '../api/use-coach-media';
import { useEditFeedback } from '../api/use-edit-feedback';
import { useSubmitFeedback } from '../api/use-submit-feedback';
import { useCoachT } from '../hooks/use-coach-t';
import { feedbackPayload, ownFeedback } from '../lib/feedback-form';
import { nextPendingId } from '../lib/review-queue';
import { CoachesCorner } from './coaches-corner';
import type { Draft } from './feedback-form';
import { MediaList } from './media-list';

const EMPTY: Draft = { rating: '', text: '' };
const WIDE = '(min-width: 1024px)';

/**
 * Submissions on the left, the Coach's Corner on the right (stacked on phones). Each submission keeps
 * its own unsent draft; after a submission the next pending one is selected, ready for a rating.
 */
export function MediaFeedbackTab() {
  const { t } = useCoachT();
  const media = useCoachMedia();
  const submit = useSubmitFeedback();
  const edit = useEditFeedback();
  const { user } = useUser();
  const qc = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const cornerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ratingRef = useRef<HTMLButtonElement>(null);

  const items = media.data;
  const selected = items?.find((m) => m.id === selectedId) ?? null;
  // Once this coach has reviewed it, the form edits that feedback (issue 33), starting from it.
  const mine = selected ? ownFeedback(selected.feedback, user?.id) : null;
  const draft = (selected && drafts[selected.id]) || (mine ? { rating: String(mine.rating ?? ''), text: mine.feedback } : EMPTY);

  /** Brings the corner into view on phones, then puts the keyboard on the rating (or the heading when done). */
  const focusCorner = (target: 'rating' | 'heading') => {
    if (!window.matchMedia(WIDE).matches) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      cornerRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
    // After React has enabled the form for the new selection.
    requestAnimationFrame(() => (target === 'rating' ? ratingRef.current : headingRef.current)?.focus({ preventScroll: true }));
  };

  const select = (id: number) => {
    setSelectedId(id);
    focusCorner('rating');
  };

  const onSubmit = () => {
    if (!selected || !items) return;
    const id = selected.id;
    const onError = (err: Error) => toast({ title: t('corner.error'), description: serverMessage(err, t('corner.failed')), variant: 'error' });
    const payload = feedbackPayload({ mediaId: id, ...draft });
    if (mine) {
      edit.mutate(
        { id: mine.id, feedback: payload.feedback, rating: payload.rating },
        {
          onSuccess: () => {
            toast({ title: t('corner.updated'), description: t('corner.updatedText') });
            setDrafts(({ [id]: _done, ...rest }) => rest);
          },
          onError,
        },
      );
      return;
    }
    submit.mutate(payload, {
      onSuccess: () => {
        toast({ title: t('corner.submitted'), description: t('corner.notified') });
        setDrafts(({ [id]: _done, ...rest }) => rest);
        const next = nextPendingId(items, id);
        setSelectedId(next);
        focusCorner(next == null ? 'heading' : 'rating');
      },
      onError,
    });
  };

  const refresh = () => {
    void media.refetch();
    void qc.invalidateQueries(apiQuery(coachApi.stats));
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <MediaList
        items={items}
        isError={media.isError}
        selectedId={selected?.id ?? null}
        coachId={user?.id}
        onSelect={select}
        onRefresh={refresh}
        refreshing={media.isFetching}
      />
      <CoachesCorner
        ref={cornerRef}
        headingRef={headingRef}
        ratingRef={ratingRef}
        selected={selected}
        draft={draft}
        onChange={(patch) => selected && setDrafts((d) => ({ ...d, [selected.id]: { ...(d[selected.id] ?? draft), ...patch } }))}
        onSubmit={onSubmit}
        editing={!!mine}
        submitting={submit.isPending || edit.isPending}
      />
    </div>
  );
}
