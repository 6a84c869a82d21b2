import { Save, Send } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { useCoachT } from '../hooks/use-coach-t';
import { canSubmit } from '../lib/feedback-form';
import { Textarea } from '@/ui/textarea';

export interface Draft {
  rating: string;
  text: string;
}

interface FeedbackFormProps {
  mediaId: number | null;
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The coach edits their own feedback (issue 33). */
  editing?: boolean;
  ratingRef: Ref<HTMLButtonElement>;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Rating and detailed feedback; submit stays disabled until a submission, a rating and text are there. */
export function FeedbackForm({ mediaId, draft, onChange, onSubmit, submitting, editing = false, ratingRef }: FeedbackFormProps) {
  const { t } = useCoachT();
  const hintId = useId();
  const ready = canSubmit({ mediaId, ...draft });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (ready && !submitting) onSubmit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {editing && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="editing-note">
          {t('corner.editing')}
        </p>
      )}
      <Field label={t('corner.rating')}>
        <Select
          ref={ratingRef}
          value={draft.rating}
          onValueChange={(rating) => onChange({ rating })}
          placeholder={t('corner.ratingPlaceholder')}
          disabled={mediaId == null}
          options={RATINGS.map((n) => ({ value: String(n), label: t(`corner.ratings.${n}`) }))}
        />
      </Field>
      {/* The shortcut hint is for keyboards: hidden on phones. */}
      <Field label={t('corner.feedback')} hint={<span className="hidden sm:inline">{t('corner.feedbackHint')}</span>}>
        <Textarea
          value={draft.text}
          onChange={(e) => onChange({ text: e.target.value })}
          onKeyDown={onKeyDown}
          placeholder={t('corner.feedbackPlaceholder')}
          disabled={mediaId == null}
          maxLength={5000}
          rows={6}
          className="min-h-36"
        />
      </Field>
      <div className="space-y-2">
        <Button type="submit" className="w-full" disabled={!ready || submitting} aria-describedby={ready ? undefined : hintId}>
          {editing ? <Save className="size-4" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {editing ? t(submitting ? 'corner.saving' : 'corner.save') : t(submitting ? 'corner.submitting' : 'corner.submit')}
        </Button>
        {!ready && (
          <p id={hintId} className="text-center text-xs text-slate-600">
            {t('corner.missing')}
          </p>
        )}
      </div>
    </form>
  );
}
