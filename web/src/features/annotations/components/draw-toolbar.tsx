import { ArrowUpRight, Circle, Minus, PenLine, Triangle, Type } from 'lucide-react';
import { useId } from 'react';
import { ANNOTATION_COLORS, ANNOTATION_KINDS, type AnnotationColor, type AnnotationKind } from '@common/annotations';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { LabelledControl } from '@/ui/labelled-control';

const ICONS = { line: Minus, arrow: ArrowUpRight, circle: Circle, angle: Triangle, freehand: PenLine, text: Type } as const;
const LABEL = 'block text-xs font-semibold text-slate-700';

export interface DrawSettings {
  tool: AnnotationKind | null;
  color: AnnotationColor;
  text: string;
  holdSeconds: number;
}

/** The coach's drawing tools: the tool, its colour, how long it stays on screen, the note's text. */
export function DrawToolbar({ value, onChange }: { value: DrawSettings; onChange: (v: DrawSettings) => void }) {
  const { t } = useT('review');
  const holdId = useId();
  const textId = useId();
  const set = (patch: Partial<DrawSettings>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('tool')} className="flex flex-wrap gap-1">
          {ANNOTATION_KINDS.map((k) => {
            const Icon = ICONS[k];
            return (
              <button
                key={k}
                type="button"
                aria-pressed={value.tool === k}
                onClick={() => set({ tool: value.tool === k ? null : k })}
                className={cn(
                  'inline-flex h-10 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  value.tool === k ? 'border-ink-900 bg-ink-900 text-white' : 'border-slate-300 bg-white text-ink-900 hover:bg-slate-50',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`tools.${k}`)}
              </button>
            );
          })}
        </div>
        <div role="group" aria-label={t('colour')} className="flex gap-1">
          {(Object.keys(ANNOTATION_COLORS) as AnnotationColor[]).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={value.color === c}
              aria-label={t(`colours.${ANNOTATION_COLORS[c]}`)}
              title={t(`colours.${ANNOTATION_COLORS[c]}`)}
              onClick={() => set({ color: c })}
              className={cn(
                'size-8 rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                value.color === c ? 'border-ink-900 ring-2 ring-ink-900 ring-offset-1' : 'border-slate-300',
              )}
              style={{ backgroundColor: c }}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <LabelledControl id={holdId} label={t('holdFor')} labelClassName={LABEL}>
          <input
            id={holdId}
            type="number"
            min={0}
            max={600}
            step={0.1}
            value={value.holdSeconds}
            onChange={(e) => set({ holdSeconds: Math.max(0, Number(e.target.value) || 0) })}
            className="mt-1 h-10 w-28 rounded-lg border border-slate-300 px-2 text-sm"
          />
        </LabelledControl>
        {value.tool === 'text' && (
          <LabelledControl id={textId} label={t('noteText')} className="min-w-48 flex-1" labelClassName={LABEL}>
            <input
              id={textId}
              value={value.text}
              maxLength={500}
              onChange={(e) => set({ text: e.target.value })}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 text-sm"
            />
          </LabelledControl>
        )}
      </div>
      {value.tool && <p className="text-sm text-slate-700">{t(`drawHint.${value.tool}`)}</p>}
    </div>
  );
}
