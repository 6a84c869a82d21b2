import { useState } from 'react';
import { ANNOTATION_COLORS, type Annotation, type AnnotationInput } from '@common/annotations';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { formatClock } from '../lib/sync';

interface AnnotationListProps {
  annotations: Annotation[];
  time: number;
  onSeek: (t: number) => void;
  onUpdate?: (id: number, input: AnnotationInput) => void;
  onDelete?: (id: number) => void;
}

const inputOf = (a: Annotation): AnnotationInput => ({ kind: a.kind, color: a.color, points: a.points, text: a.text, atMs: a.atMs, durationMs: a.durationMs });

/** The clip's drawings and notes beside the player, in playback order; the author edits or deletes their own. */
export function AnnotationList({ annotations, time, onSeek, onUpdate, onDelete }: AnnotationListProps) {
  const { t } = useT('review');
  const [editing, setEditing] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [hold, setHold] = useState(0);
  if (!annotations.length) return <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noDrawings')}</p>;
  return (
    <ul className="space-y-2" aria-label={t('drawings')}>
      {annotations.map((a) => (
        <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-3" data-testid="annotation-item">
          <div className="flex items-start gap-2">
            <span
              className="mt-1 size-3 shrink-0 rounded-full border border-slate-400"
              style={{ backgroundColor: a.color }}
              aria-label={t(`colours.${ANNOTATION_COLORS[a.color]}`)}
              role="img"
            />
            <div className="min-w-0 flex-1">
              <button
                type="button"
                className="font-mono text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                onClick={() => onSeek(a.atMs / 1000)}
                aria-label={t('seek', { time: formatClock(a.atMs / 1000) })}
              >
                {formatClock(a.atMs / 1000)}
              </button>
              <span className="ml-2 text-sm font-semibold text-ink-900">{t(`tools.${a.kind}`)}</span>
              {a.durationMs && <span className="ml-1 text-xs text-slate-600">({(a.durationMs / 1000).toFixed(1)} s)</span>}
              {a.text && <p className="mt-1 text-sm break-words text-ink-900">{a.text}</p>}
              <p className="text-xs text-slate-600">{t('by', { name: a.author.name })}</p>
            </div>
          </div>
          {a.mine && onUpdate && onDelete && editing !== a.id && (
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setEditing(a.id);
                  setText(a.text ?? '');
                  setHold((a.durationMs ?? 0) / 1000);
                }}
              >
                {t('edit')}
              </Button>
              <Button size="sm" variant="outline" className="text-red-700" onClick={() => onDelete(a.id)}>
                {t('delete')}
              </Button>
            </div>
          )}
          {editing === a.id && onUpdate && (
            <form
              className="mt-2 space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                onUpdate(a.id, { ...inputOf(a), text: a.kind === 'text' ? text : a.text, durationMs: hold > 0 ? Math.round(hold * 1000) : null });
                setEditing(null);
              }}
            >
              {a.kind === 'text' && (
                <label className="block text-xs font-semibold text-slate-700">
                  {t('noteText')}
                  <input
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    maxLength={500}
                    className="mt-1 h-9 w-full rounded-lg border border-slate-300 px-2 text-sm font-normal"
                  />
                </label>
              )}
              <label className="block text-xs font-semibold text-slate-700">
                {t('holdFor')}
                <input
                  type="number"
                  min={0}
                  step={0.1}
                  value={hold}
                  onChange={(e) => setHold(Math.max(0, Number(e.target.value) || 0))}
                  className="mt-1 h-9 w-28 rounded-lg border border-slate-300 px-2 text-sm font-normal"
                />
              </label>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" type="submit">
                  {t('save')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    onUpdate(a.id, { ...inputOf(a), atMs: Math.round(time * 1000) });
                    setEditing(null);
                  }}
                >
                  {t('moveHere')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                  {t('cancel')}
                </Button>
              </div>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
