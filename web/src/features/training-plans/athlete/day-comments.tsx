import { useState } from 'react';
import type { AssignedDay } from '@common/training-plans';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Textarea } from '@/ui/textarea';
import { useMyDayComment } from '../api/use-my-day-comment';

/** The day's comments (coach, athlete, parent) and a box to add one. */
export function DayComments({ assignmentId, day }: { assignmentId: number; day: AssignedDay }) {
  const { t, language } = useT('myTraining');
  const post = useMyDayComment(assignmentId);
  const [body, setBody] = useState('');
  const id = `comment-${day.date}`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink-900">
        {t('comments.title')}
      </h3>
      {day.comments.length === 0 ? (
        <p className="text-sm text-slate-700">{t('comments.none')}</p>
      ) : (
        <ul className="space-y-2">
          {day.comments.map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-ink-900">
                {c.author.name} <span className="font-normal text-slate-700">· {instantDate(c.createdAt, language)}</span>
              </p>
              <p className="whitespace-pre-line text-slate-800">{c.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) post.mutate({ date: day.date, body: body.trim() }, { onSuccess: () => setBody('') });
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {t('comments.add')}
        </label>
        <Textarea id={id} rows={2} maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="outline" size="sm" disabled={post.isPending || !body.trim()}>
            {t('comments.post')}
          </Button>
          {post.isError && (
            <span role="alert" className="text-sm text-red-700">
              {post.error.message}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
